import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { deprecationReason } from '../../../platform/deprecation/deprecations';

@ObjectType({ description: 'How many answered one question, and how many of those who reached it left there.' })
export class FunnelQuestion {
  @Field(() => Int, { description: 'The question, 1 to 3.' })
  question: number;

  @Field(() => Int, { description: 'question_answered events of this question.' })
  answered: number;

  @Field(() => Float, {
    description:
      'Of those who reached this question (starts for question 1, else answers to the one before), the percent who did not answer it: 0–100, one decimal, never negative.',
  })
  dropOffPercent: number;
}

@ObjectType({ description: 'The quiz funnel, from the home page to the result.' })
export class Funnel {
  @Field(() => Int, { description: 'Page views of the home page (/).' })
  homePageViews: number;

  @Field(() => Int, {
    description: 'Page views of the home page (/).',
    deprecationReason: deprecationReason('Funnel.views'),
  })
  views: number;

  @Field(() => Int, { description: 'Quizzes started (quiz_start).' })
  starts: number;

  @Field(() => Int, { description: 'Quizzes completed (quiz_complete).' })
  completions: number;

  @Field(() => Float, { description: 'completions / starts, 0 to 1 (capped at 1); 0 when there are no starts.' })
  completionRate: number;

  @Field(() => Float, {
    nullable: true,
    description: 'Median seconds from quiz_start to quiz_complete, to the whole second; null without completions.',
  })
  medianSecondsToComplete: number | null;

  @Field(() => Int, { description: 'Result pages shown (result_view).' })
  resultViews: number;

  @Field(() => [FunnelQuestion], { description: 'One entry per question, 1 to 3, in order.' })
  questions: FunnelQuestion[];

  @Field({
    description:
      "When these figures were current: the read replica's last replayed commit while it is behind the primary, else the time of the answer.",
  })
  asOf: Date;
}
