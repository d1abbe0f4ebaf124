import { ArgsType, Field } from '@nestjs/graphql';
import { IsOptional } from 'class-validator';

@ArgsType()
export class EventRangeArgs {
  @Field(() => Date, {
    nullable: true,
    description: 'Events at or after this instant (ISO 8601). Must not be later than `to`.',
  })
  @IsOptional()
  from?: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'Events before this instant (ISO 8601). Must not be earlier than `from`.',
  })
  @IsOptional()
  to?: Date;
}
