import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, ValidateNested } from 'class-validator';
import { MAX_EVENTS_PER_BATCH } from '@tastetype/quiz-domain';
import { ArrivalInput } from '../../arrivals/arrival.input';
import { FunnelEventInput } from './funnel-event.input';

export { MAX_EVENTS_PER_BATCH };

/** What one sendBeacon carries: one page session's events and where it came from; one bad event refuses the whole batch. */
export class FunnelEventsBatchInput {
  @ApiProperty({ type: [FunnelEventInput], minItems: 1, maxItems: MAX_EVENTS_PER_BATCH })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_EVENTS_PER_BATCH)
  @ValidateNested({ each: true })
  @Type(() => FunnelEventInput)
  events: FunnelEventInput[];

  @ApiPropertyOptional({
    type: () => ArrivalInput,
    description: "Where this batch's page session came from, as its first page read it; omitted for a direct visit.",
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => ArrivalInput)
  arrival?: ArrivalInput;
}
