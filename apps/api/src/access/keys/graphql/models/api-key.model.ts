import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A key as lists show it: never its secret, only its first characters.' })
export class ApiKey {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field({ description: 'The first characters of the key, e.g. tt_4fQ9z, to tell keys apart.' })
  prefix: string;

  @Field(() => [String], { description: 'What the key may do, e.g. analytics:read.' })
  scopes: string[];

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'Null: the key never expires.' })
  expiresAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'Written at most once a minute; null: never used.' })
  lastUsedAt: Date | null;

  @Field(() => Date, { nullable: true })
  revokedAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Who made it, never an e-mail address: a person’s name (their subject when the name is an address), "key <name> (<prefix>…)", or "cli". Null: made before makers were recorded.',
  })
  madeBy: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The subject, at the identity provider, of the person who made it; revokeKeysMadeBy takes it.',
  })
  madeBySubject: string | null;

  @Field(() => ID, { nullable: true, description: 'The key that made it, when a key did.' })
  madeByKeyId: string | null;
}

@ObjectType({ description: 'A key just made. Its secret is shown here once and is not stored: copy it now.' })
export class CreatedApiKey {
  @Field(() => ApiKey)
  key: ApiKey;

  @Field({ description: 'The whole key, tt_…, for Authorization: Bearer <key>.' })
  secret: string;
}

@ObjectType('KeyHolder', { description: 'Who the request’s key belongs to, and what it may do.' })
export class KeyHolderModel {
  @Field(() => ID, { nullable: true, description: 'Null for the deprecated ANALYTICS_TOKEN and METRICS_TOKEN.' })
  keyId: string | null;

  @Field({ description: 'The key’s name, or the deprecated token’s setting.' })
  name: string;

  @Field(() => [String])
  scopes: readonly string[];

  @Field(() => Date, { nullable: true })
  expiresAt: Date | null;
}
