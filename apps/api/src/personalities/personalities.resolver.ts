import { Query, Resolver } from '@nestjs/graphql';
import { Personality } from './models/personality.model';
import { PersonalitiesService } from './personalities.service';

@Resolver(() => Personality)
export class PersonalitiesResolver {
  constructor(private readonly profiles: PersonalitiesService) {}

  @Query(() => [Personality], {
    description: 'The three profiles, in the order comfort, adventurous, healthy.',
  })
  async personalities(): Promise<Personality[]> {
    return (await this.profiles.loaded()).list();
  }
}
