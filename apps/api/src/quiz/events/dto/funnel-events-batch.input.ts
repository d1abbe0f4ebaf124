import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, ValidateNested } from 'class-validator';
import { MAX_EVENTS_PER_BATCH } from '@tastetype/quiz-domain';
import { FunnelEventInput } from './funnel-event.input';

export { MAX_EVENTS_PER_BATCH };

/** What one sendBeacon carries; one bad event refuses the whole batch. */
export class FunnelEventsBatchInput {
  @ApiProperty({ type: [FunnelEventInput], minItems: 1, maxItems: MAX_EVENTS_PER_BATCH })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_EVENTS_PER_BATCH)
  @ValidateNested({ each: true })
  @Type(() => FunnelEventInput)
  events: FunnelEventInput[];
}
