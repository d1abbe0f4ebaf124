import { ArgsType, Field, registerEnumType } from '@nestjs/graphql';
import { IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_ARRIVAL_VALUE_LENGTH } from '@tastetype/quiz-domain';
import { EventRangeArgs } from '../../analytics/dto/event-range.args';

export enum AcquisitionDimension {
  CHANNEL = 'channel',
  SOURCE = 'source',
  MEDIUM = 'medium',
  CAMPAIGN = 'campaign',
}

registerEnumType(AcquisitionDimension, {
  name: 'AcquisitionDimension',
  description: 'Which field acquisition groups by.',
});

/** One of the four as a filter: only rows with exactly this value (as acquisition gives it back). */
function Narrowing(what: string): PropertyDecorator {
  const field = Field(() => String, {
    nullable: true,
    description: `Only visitors of this ${what}, exactly as acquisition names it.`,
  });
  return (target, key) => {
    field(target, key);
    IsOptional()(target, key);
    IsString()(target, key);
    MaxLength(MAX_ARRIVAL_VALUE_LENGTH)(target, key);
  };
}

/** By what, over which whole UTC days, where the quiz ran, and narrowed to one channel, source, medium or campaign. */
@ArgsType()
export class AcquisitionArgs extends EventRangeArgs {
  @Field(() => AcquisitionDimension, { description: 'Group by channel, source, medium or campaign.' })
  @IsEnum(AcquisitionDimension)
  by: AcquisitionDimension;

  @Narrowing('channel')
  channel?: string;

  @Narrowing('source')
  source?: string;

  @Narrowing('medium')
  medium?: string;

  @Narrowing('campaign')
  campaign?: string;
}
