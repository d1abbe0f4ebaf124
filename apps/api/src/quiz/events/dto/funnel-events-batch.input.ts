import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, ValidateNested } from 'class-validator';
import { MAX_EVENTS_PER_BATCH, MAX_VITALS_PER_BATCH } from '@tastetype/quiz-domain';
import { ArrivalInput } from '../../arrivals/arrival.input';
import { VitalReportInput } from '../../web-vitals/vital-report.input';
import { FunnelEventInput } from './funnel-event.input';

export { MAX_EVENTS_PER_BATCH };

/**
 * What one sendBeacon carries: one page session's events, where it came from, and its pages' Core Web Vitals; one
 * bad event refuses the whole batch. Vitals may come alone (the page was hidden after its events left), not nothing.
 */
export class FunnelEventsBatchInput {
  @ApiProperty({ type: [FunnelEventInput], minItems: 0, maxItems: MAX_EVENTS_PER_BATCH })
  @IsArray()
  @ArrayMinSize(0)
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

  @ApiPropertyOptional({
    type: [VitalReportInput],
    maxItems: MAX_VITALS_PER_BATCH,
    description: "The Core Web Vitals of the session's page loads, in buckets (docs/analytics.md#what-phones-see).",
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_VITALS_PER_BATCH)
  @ValidateNested({ each: true })
  @Type(() => VitalReportInput)
  vitals?: VitalReportInput[];
}
