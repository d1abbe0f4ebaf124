import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'How results are shared, and how many visitors shared links bring.' })
export class Sharing {
  @Field(() => Int, { description: 'Taps on Share (share_click).' })
  shareClicks: number;

  @Field(() => Int, { description: 'Shares that went through: share sheet or clipboard (share_success).' })
  shares: number;

  @Field(() => Float, { description: 'shares / completions; 0 when there are no completions.' })
  shareRate: number;

  @Field(() => Int, { description: 'Visits that arrived from a shared link (shared_link_landing).' })
  sharedLinkLandings: number;

  @Field(() => Int, { description: 'Quizzes started in a visit that arrived from a shared link.' })
  startsFromShares: number;

  @Field(() => Int, { description: 'Quizzes completed in a visit that arrived from a shared link.' })
  completionsFromShares: number;

  @Field(() => Float, {
    description:
      'completionsFromShares / completions, 0 to 1: the part of completions shared links brought; 0 when none.',
  })
  viralFactor: number;

  @Field({
    description:
      "When these figures were current: the read replica's last replayed commit while it is behind the primary, else the time of the answer.",
  })
  asOf: Date;
}
