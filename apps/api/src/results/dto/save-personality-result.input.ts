import { Field, InputType } from '@nestjs/graphql';
import { type Answers, PERSONALITY_KEYS, type PersonalityKey } from '@tastetype/quiz-domain';
import { IsIn } from 'class-validator';
import { CookingOptionEnum, DiningOptionEnum, FlavorOptionEnum, PersonalityKeyEnum } from '../../graphql/quiz-enums';
import { IsQuizAnswers } from './is-quiz-answers';

@InputType({ description: 'The option id picked for each question.' })
export class QuizAnswersInput {
  @Field(() => FlavorOptionEnum)
  flavor: string;

  @Field(() => DiningOptionEnum)
  dining: string;

  @Field(() => CookingOptionEnum)
  cooking: string;
}

@InputType({ description: 'A completed quiz; the personality must be the one its answers give.' })
export class SavePersonalityResultInput {
  @Field(() => PersonalityKeyEnum, { description: 'Must be the personality its answers give (see the tally rule).' })
  @IsIn(PERSONALITY_KEYS)
  personality: PersonalityKey;

  @Field(() => QuizAnswersInput)
  @IsQuizAnswers()
  answers: Answers;
}
