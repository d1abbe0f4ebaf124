import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'Where results are pushed. Its secret is shown only when made or rotated.' })
export class WebhookEndpoint {
  @Field(() => ID)
  id: string;

  @Field()
  url: string;

  @Field()
  description: string;

  @Field(() => [String], { description: 'The events it receives: result.created, result.shared.' })
  events: string[];

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When its deliveries began to fail; 5 days of it disables it.' })
  failingSince: Date | null;

  @Field(() => Date, { nullable: true })
  disabledAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why it was disabled: by a manager, a 410, or 5 days of failures.',
  })
  disabledReason: string | null;

  @Field(() => Date, {
    nullable: true,
    description: 'After a rotation, the old secret signs too until this time.',
  })
  previousSecretUntil: Date | null;
}

@ObjectType({ description: 'An endpoint and its signing secret (whsec_…), shown this once.' })
export class WebhookEndpointWithSecret {
  @Field(() => WebhookEndpoint)
  endpoint: WebhookEndpoint;

  @Field({ description: 'For the receiver to verify webhook-signature with a Standard Webhooks library.' })
  secret: string;
}

@ObjectType({ description: 'One event for one endpoint, and its latest attempt.' })
export class WebhookDelivery {
  @Field(() => ID)
  id: string;

  @Field({ description: 'The webhook-id header: the same on every attempt.' })
  messageId: string;

  @Field(() => ID)
  endpointId: string;

  @Field()
  eventType: string;

  @Field(() => Date)
  createdAt: Date;

  @Field({ description: 'pending (to be attempted), succeeded, or failed (every attempt, or 410).' })
  status: string;

  @Field(() => Int)
  attempts: number;

  @Field(() => Date, { nullable: true, description: 'When the next attempt is due, while pending.' })
  nextAttemptAt: Date | null;

  @Field(() => Date, { nullable: true })
  lastAttemptAt: Date | null;

  @Field(() => Int, { nullable: true, description: 'The HTTP status of the latest answer; null when none came.' })
  lastStatus: number | null;

  @Field(() => String, { nullable: true, description: 'The start of the latest answer, or why none came.' })
  lastResponse: string | null;

  @Field(() => Int, { nullable: true })
  lastDurationMs: number | null;
}
