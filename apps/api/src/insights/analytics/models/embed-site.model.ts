import { Field, Int, ObjectType } from '@nestjs/graphql';

/** The funnel's main steps where the quiz ran: on the site, or embedded in one publisher's page. */
@ObjectType()
export class EmbedSite {
  @Field(() => String, {
    nullable: true,
    description: "The origin of the publisher's page that embedded the quiz; null for the site itself.",
  })
  origin: string | null;

  @Field(() => Int, { description: 'Quizzes started there (quiz_start).' })
  starts: number;

  @Field(() => Int, { description: 'Quizzes completed there (quiz_complete).' })
  completions: number;

  @Field(() => Int, { description: 'Results shared from there (share_success).' })
  shares: number;
}
