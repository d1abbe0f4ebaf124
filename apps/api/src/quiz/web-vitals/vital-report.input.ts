import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength, type ValidationArguments, ValidateBy } from 'class-validator';
import { MAX_ROUTE_LENGTH, VITAL_BUCKETS, VITAL_METRICS, type VitalMetric } from '@tastetype/quiz-domain';

/** `le` must be one of its metric's bucket bounds, or null past the last: a raw value is never taken. */
const IsBucketOfItsMetric = () =>
  ValidateBy({
    name: 'isBucketOfItsMetric',
    validator: {
      validate: (value: unknown, { object }: ValidationArguments) => {
        const bounds = VITAL_BUCKETS[(object as VitalReportInput).metric] as readonly unknown[] | undefined;
        return value === null || (bounds?.includes(value) ?? false);
      },
      defaultMessage: ({ object }: ValidationArguments) => {
        const bounds = VITAL_BUCKETS[(object as VitalReportInput).metric];
        return `le must be null or one of ${bounds ? bounds.join(', ') : "its metric's bounds"}`;
      },
    },
  });

/** One Core Web Vital of one page load, as a bucket: no value, no attempt, nothing that tells visitors apart. */
export class VitalReportInput {
  @ApiProperty({
    enum: VITAL_METRICS,
    description: 'Largest Contentful Paint, Interaction to Next Paint or Cumulative Layout Shift.',
  })
  @IsIn(VITAL_METRICS, { message: `metric must be one of ${VITAL_METRICS.join(', ')}` })
  metric: VitalMetric;

  @ApiProperty({
    maxLength: MAX_ROUTE_LENGTH,
    description: "The page's pathname; only its page's pattern is kept, as for a page_view.",
  })
  @IsString()
  @MaxLength(MAX_ROUTE_LENGTH)
  route: string;

  @ApiProperty({
    oneOf: [{ type: 'number' }, { type: 'null' }],
    description:
      "The bucket: the smallest of its metric's bounds (ms, or the layout-shift score) the value does not exceed, null past the last. LCP: 500, 1000, 1500, 2000, 2500, 3000, 4000, 6000, 10000; INP: 50, 100, 150, 200, 300, 500, 1000; CLS: 0.01, 0.05, 0.1, 0.15, 0.25, 0.5.",
  })
  @IsBucketOfItsMetric()
  le: number | null;
}
