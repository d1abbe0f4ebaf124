import { Field, Int, ObjectType } from '@nestjs/graphql';
import { deprecationReason } from '../../../platform/deprecation/deprecations';

@ObjectType({ description: 'The funnel of one UTC day.' })
export class FunnelDay {
  @Field({ description: 'UTC day, YYYY-MM-DD.' })
  day: string;

  @Field(() => Int, { description: 'Page views of the home page (/).' })
  homePageViews: number;

  @Field(() => Int, {
    description: 'Page views of the home page (/).',
    deprecationReason: deprecationReason('FunnelDay.views'),
  })
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
