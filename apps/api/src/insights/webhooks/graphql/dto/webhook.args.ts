import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import { IsBoolean, IsDate, IsInt, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

@InputType()
export class CreateWebhookEndpointInput {
  @Field({ description: 'https:// (http and private addresses only with WEBHOOK_ALLOW_PRIVATE_TARGETS=true).' })
  @IsString()
  @MaxLength(2000)
  url: string;

  @Field(() => [String], { description: 'result.created and/or result.shared.' })
  @IsString({ each: true })
  events: string[];

  @Field({ defaultValue: '', description: 'What it is for, up to 200 characters.' })
  @IsString()
  @MaxLength(200)
  description: string;
}

@ArgsType()
export class EndpointArgs {
  @Field(() => ID)
  @IsUUID('all', { message: 'id must be a UUID' })
  id: string;
}

@ArgsType()
export class EnableEndpointArgs extends EndpointArgs {
  @Field()
  @IsBoolean()
  enabled: boolean;
}

@ArgsType()
export class DeliveriesArgs {
  @Field(() => ID)
  @IsUUID('all', { message: 'endpointId must be a UUID' })
  endpointId: string;

  @Field(() => Int, { defaultValue: 100, description: 'The latest this many, newest first; 1 to 100.' })
  @IsInt()
  @Min(1)
  @Max(100)
  first: number;
}

@ArgsType()
export class RecoverArgs {
  @Field(() => ID)
  @IsUUID('all', { message: 'endpointId must be a UUID' })
  endpointId: string;

  @Field(() => Date, { description: 'Every failed delivery made at or after this instant is sent again.' })
  @IsDate()
  since: Date;
}
