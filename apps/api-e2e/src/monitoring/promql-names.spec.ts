import { metricNames, templatingSelector } from './promql-names';

describe('metric names in PromQL', () => {
  it.each([
    ['up{job="tastetype"} == 0', ['up']],
    [
      'sum by (job) (rate(tastetype_save_duration_seconds_count{outcome="failed"}[5m])) or 0 * sum by (job) (rate(x_total[5m]))',
      ['tastetype_save_duration_seconds_count', 'x_total'],
    ],
    [
      'tastetype:save_errors:ratio_rate1h > 14.4 * 0.001 and tastetype:save_errors:ratio_rate5m > 1e-3',
      ['tastetype:save_errors:ratio_rate1h', 'tastetype:save_errors:ratio_rate5m'],
    ],
    ['time() - a_seconds > 1.5 * b_seconds offset 10m', ['a_seconds', 'b_seconds']],
    ['histogram_quantile(0.99, sum(rate(h_bucket{route=~"/api.*"}[$__rate_interval])) by (le, route))', ['h_bucket']],
    ['a / on (instance) group_left (disk) b unless bool c', ['a', 'b', 'c']],
    ['sum(rate(x{job="$job",instance=~"$instance"}[${__rate_interval}]))', ['x']],
    ['label_replace(y, "to", "$1", "from", "(.*)")', ['y']],
  ])('%s names %j', (expr, names) => {
    expect(metricNames(expr).sort()).toEqual([...names].sort());
  });

  it("reads only the selector of Grafana's label_values()", () => {
    expect(metricNames(templatingSelector('label_values(tastetype_build_info{job="$job"}, instance)'))).toEqual([
      'tastetype_build_info',
    ]);
  });
});
