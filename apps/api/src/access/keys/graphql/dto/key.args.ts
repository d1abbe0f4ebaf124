import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { DEFAULT_EXPIRY_DAYS, MOST_EXPIRY_DAYS } from '../../key-rules';
import { KEY_SCOPES } from '../../key-scopes';

@InputType()
export class CreateApiKeyInput {
  @Field({ description: 'Who or what holds it, e.g. "Ana (laptop)" or "nightly CSV job"; 1 to 100 characters.' })
  @IsString()
  @MaxLength(100)
  name: string;

  @Field(() => [String], { description: `At least one of ${KEY_SCOPES.join(', ')}.` })
  @IsString({ each: true })
  scopes: string[];

  @Field(() => Int, {
    nullable: true,
    description: `Days until it expires, 1 to ${MOST_EXPIRY_DAYS}; ${DEFAULT_EXPIRY_DAYS} when omitted.`,
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MOST_EXPIRY_DAYS)
  expiresInDays?: number;

  @Field({ defaultValue: false, description: 'True for a key that never expires (expiresInDays must be omitted).' })
  @IsBoolean()
  neverExpires: boolean;
}

@ArgsType()
export class KeyAuditArgs {
  @Field(() => String, {
    nullable: true,
    description: 'A key’s id, or ANALYTICS_TOKEN / METRICS_TOKEN; every key when omitted.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  key?: string;

  @Field(() => Date, { nullable: true, description: 'Uses in or after the minute of this instant.' })
  @IsOptional()
  from?: Date;

  @Field(() => Date, { nullable: true, description: 'Uses before this instant.' })
  @IsOptional()
  to?: Date;

  // 500 keeps the query within the GraphQL cost limit, which counts list sizes.
  @Field(() => Int, { defaultValue: 100, description: 'At most this many entries, newest first; 1 to 500.' })
  @IsInt()
  @Min(1)
  @Max(500)
  first: number;
}

@ArgsType()
export class RevokeApiKeyArgs {
  @Field(() => ID, { description: 'The key’s id, or its prefix as lists show it.' })
  @IsString()
  @MaxLength(100)
  key: string;
}

@ArgsType()
export class RevokeKeysMadeByArgs {
  @Field({ description: 'The person’s subject at the identity provider, as a key’s madeBySubject shows it.' })
  @IsString()
  @MinLength(1)
  @MaxLength(255)
  subject: string;
}
