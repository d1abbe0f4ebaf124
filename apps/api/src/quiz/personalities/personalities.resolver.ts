import { Args, Query, Resolver } from '@nestjs/graphql';
import { DEFAULT_LOCALE, LOCALES } from '@tastetype/quiz-domain';
import { localeOrRefuse } from '../../platform/common/locale-tag';
import { Personality } from './models/personality.model';
import { PersonalitiesService } from './personalities.service';

@Resolver(() => Personality)
export class PersonalitiesResolver {
  constructor(private readonly profiles: PersonalitiesService) {}

  @Query(() => [Personality], {
    description: 'The three profiles, in the order comfort, adventurous, healthy.',
  })
  async personalities(
    // A string, not an enum: `pt-BR` is no GraphQL name, and tags are matched in any letter case.
    @Args('locale', {
      type: () => String,
      nullable: true,
      defaultValue: DEFAULT_LOCALE,
      description: `The profiles' language, a BCP 47 tag in any letter case: ${LOCALES.join(', ')}. Any other is refused with BAD_USER_INPUT.`,
    })
    locale: string | null,
  ): Promise<Personality[]> {
    const language = localeOrRefuse(locale ?? DEFAULT_LOCALE);
    return (await this.profiles.loaded()).list(language);
  }
}
