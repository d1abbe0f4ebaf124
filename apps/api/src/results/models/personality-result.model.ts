import { Field, ID, ObjectType } from '@nestjs/graphql';
import { CookingOptionEnum, DiningOptionEnum, FlavorOptionEnum, PersonalityKeyEnum } from '../../graphql/quiz-enums';

@ObjectType({ description: 'The option picked for each question.' })
export class QuizAnswers {
  @Field(() => FlavorOptionEnum)
  flavor: string;

  @Field(() => DiningOptionEnum)
  dining: string;

  @Field(() => CookingOptionEnum)
  cooking: string;
}

@ObjectType({ description: 'One completed quiz.' })
export class PersonalityResult {
  @Field(() => ID)
  id: string;

  @Field(() => PersonalityKeyEnum)
  personality: string;

  @Field(() => QuizAnswers)
  answers: QuizAnswers;

  @Field()
  shared: boolean;

  @Field(() => Date, { nullable: true, description: 'When it was first shared.' })
  sharedAt: Date | null;

  @Field()
  createdAt: Date;
}
