import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({
  description:
    'Visitors, starts, completions, shares and the friends they brought, from one channel, source, medium or campaign.',
})
export class AcquisitionRow {
  @Field(() => String, {
    description:
      'The channel (GA4\'s default channel group, or Shared), source, medium or campaign; "(direct)", "(none)" and "(not set)" where nothing said, "other" for values past the day\'s limit.',
  })
  value: string;

  @Field(() => Int, { description: 'Page sessions that began here (their first page_view).' })
  visitors: number;

  @Field(() => Int, { description: 'Quizzes started (quiz_start).' })
  starts: number;

  @Field(() => Int, { description: 'Quizzes completed (quiz_complete).' })
  completions: number;

  @Field(() => Float, { description: 'completions ÷ starts, 0 without starts.' })
  completionRate: number;

  @Field(() => Int, { description: 'Results shared (share_success).' })
  shares: number;

  @Field(() => Int, { description: "Friends who landed through these visitors' shared links (shared_link_landing)." })
  friendsLanded: number;

  @Field(() => Int, { description: 'Quizzes those friends completed.' })
  friendsCompleted: number;
}
