import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'The funnel of one UTC day.' })
export class FunnelDay {
  @Field({ description: 'UTC day, YYYY-MM-DD.' })
  day: string;

  @Field(() => Int, { description: 'Page views of the home page (/).' })
  views: number;

  @Field(() => Int, { description: 'Quizzes started.' })
  starts: number;

  @Field(() => Int, { description: 'Quizzes completed.' })
  completions: number;

  @Field(() => Int, { description: 'Shares that went through (share_success).' })
  shares: number;

  @Field(() => Int, { description: 'Visits that arrived from a shared link.' })
  sharedLinkLandings: number;
}
