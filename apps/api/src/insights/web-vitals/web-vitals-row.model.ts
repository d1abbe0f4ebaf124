import { Field, Float, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { VITAL_METRICS, type VitalMetric } from '@tastetype/quiz-domain';

const VitalMetricEnum = Object.fromEntries(VITAL_METRICS.map((metric) => [metric, metric]));
registerEnumType(VitalMetricEnum, {
  name: 'VitalMetric',
  description: 'A Core Web Vital: Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift.',
});

@ObjectType({ description: "One page's Core Web Vital as the visitors' own browsers measured it." })
export class WebVitalsRow {
  @Field({ description: "The page's pattern, as page views name it (/, /test, /results/:personality, …)." })
  page: string;

  @Field(() => VitalMetricEnum)
  metric: VitalMetric;

  @Field(() => Float, {
    nullable: true,
    description:
      'The 75th percentile: the upper bound of the bucket holding it (ms for LCP and INP, the score for CLS); past the last bucket, that bucket’s bound.',
  })
  p75: number | null;

  @Field(() => Int, { description: 'Page loads that reported this metric.' })
  samples: number;
}
