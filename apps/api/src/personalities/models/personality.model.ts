import { Field, ObjectType } from '@nestjs/graphql';
import { PersonalityKeyEnum } from '../../graphql/quiz-enums';

@ObjectType({ description: 'A food personality and the profile shown on its results page.' })
export class Personality {
  @Field(() => PersonalityKeyEnum)
  key: string;

  @Field()
  title: string;

  @Field()
  description: string;

  @Field({ description: 'Tailwind gradient classes for the results page.' })
  color: string;

  @Field(() => [String])
  traits: string[];

  @Field(() => [String])
  foods: string[];

  @Field({ description: 'URL of the profile picture, served by this server.' })
  image: string;
}
