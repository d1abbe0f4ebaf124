import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'Uses of one key for one operation with one outcome within one minute (UTC).' })
export class KeyAuditEntry {
  @Field(() => Date, { description: 'The start of the minute.' })
  minute: Date;

  @Field(() => ID, { nullable: true, description: 'Null for the deprecated tokens.' })
  keyId: string | null;

  @Field({ description: 'The key’s name, or the deprecated token’s setting (ANALYTICS_TOKEN, METRICS_TOKEN).' })
  keyName: string;

  @Field({ description: 'graphql <operation name>.<field>, or the REST method and route.' })
  operation: string;

  @Field({ description: 'allowed, or denied: and why.' })
  outcome: string;

  @Field(() => Int)
  uses: number;
}
