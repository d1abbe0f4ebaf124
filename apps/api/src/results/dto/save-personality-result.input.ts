import { Field, InputType } from '@nestjs/graphql';
import { type Answers, PERSONALITY_KEYS, type PersonalityKey } from '@tastetype/quiz-domain';
import { IsIn } from 'class-validator';
import { IsQuizAnswers } from './is-quiz-answers';

@InputType({ description: 'The option id picked for each question.' })
export class QuizAnswersInput {
  @Field({ description: 'mild, spicy or fresh' })
  flavor: string;

  @Field({ description: 'cozy, exotic or fresh_natural' })
  dining: string;

  @Field({ description: 'traditional, experimental or simple' })
  cooking: string;
}

@InputType({ description: 'A completed quiz; the personality must be the one its answers give.' })
export class SavePersonalityResultInput {
  @Field(() => String, { description: 'comfort, adventurous or healthy' })
  @IsIn(PERSONALITY_KEYS)
  personality: PersonalityKey;

  @Field(() => QuizAnswersInput)
  @IsQuizAnswers()
  answers: Answers;
}
