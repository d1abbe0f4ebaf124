import { embeddedUrl } from '../backups/embedded-database';
import { type RunningServer, startProductionServer, stopStrays } from '../production-server';
import { asPrometheusGetsIt, dashboardQueries, rules, type Rule } from './monitoring-files';
import { metricNames } from './promql-names';
import { startWatchedServer, type WatchedServer } from './watched-server';

// Series Prometheus makes itself: each target's scrape figures and the alerts' own.
const BUILT_IN = ['up', 'scrape_duration_seconds', 'scrape_samples_scraped', 'scrape_series_added', 'ALERTS'];

/** The names a scrape exports: each `# TYPE` family, with _bucket, _sum and _count for histograms and summaries. */
function exportedBy(text: string): string[] {
  return [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) =>
    type === 'histogram' || type === 'summary' ? [name, `${name}_bucket`, `${name}_sum`, `${name}_count`] : [name],
  ) as string[];
}

/** Each name a rule or a dashboard query selects that is neither exported, recorded by a rule, nor Prometheus's own. */
function unknownNames(exported: Set<string>, ruleList: Rule[], queries: string[]): string[] {
  const known = new Set([...exported, ...BUILT_IN, ...ruleList.flatMap((rule) => (rule.record ? [rule.record] : []))]);
  const used = [
    ...ruleList.map((rule) => ({ where: rule.alert ?? rule.record, expr: rule.expr })),
    ...queries.map((query) => ({ where: 'dashboard', expr: asPrometheusGetsIt(query) })),
  ];
  return used.flatMap(({ where, expr }) =>
    metricNames(expr)
      .filter((name) => !known.has(name))
      .map((name) => `${where}: ${name}`),
  );
}

const sample = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${series} `))
      ?.slice(series.length + 1) ?? Number.NaN,
  );

describe("deploy/monitoring's metric names, against real scrapes of the production build", () => {
  let watched: WatchedServer;
  let replica: RunningServer;
  let first: string;
  let second: string;
  beforeAll(async () => {
    watched = await startWatchedServer();
    // A second replica on the first one's database, with a read replica and a Redis that does not answer: the
    // figures only DATABASE_READ_URL and REDIS_URL bring.
    const url = await embeddedUrl(watched.env['DATA_DIR'] as string);
    replica = await startProductionServer({
      DATABASE_URL: url,
      DATABASE_READ_URL: url,
      REDIS_URL: 'redis://127.0.0.1:1',
    });
    first = await watched.scrape();
    const answer = await fetch(`${replica.url}/metrics`, { headers: { authorization: `Bearer ${watched.key}` } });
    second = await answer.text();
  }, 180_000);
  afterAll(async () => {
    await stopStrays();
    await watched?.remove();
  });

  it('every metric a rule or a dashboard panel names is one the server exports, or a rule records', () => {
    const exported = new Set([...exportedBy(first), ...exportedBy(second)]);
    expect(exported.size).toBeGreaterThan(40);
    expect(unknownNames(exported, rules(), dashboardQueries())).toEqual([]);
  });

  it('goes red when a rule names a metric the server does not export', () => {
    const exported = new Set([...exportedBy(first), ...exportedBy(second)]);
    const invented: Rule = { file: 'x', alert: 'Invented', expr: 'tastetype_backup_last_archive_age_seconds > 60' };
    expect(unknownNames(exported, [...rules(), invented], [])).toEqual([
      'Invented: tastetype_backup_last_archive_age_seconds',
    ]);
  });

  it("the figures the rules compare with are the server's own: settings, disks and what fills them, the database, keys", () => {
    expect(sample(first, 'tastetype_backup_max_lag_seconds')).toBe(5);
    expect(sample(first, 'tastetype_backup_base_interval_seconds')).toBe(24 * 3600);
    expect(sample(first, 'tastetype_backup_oldest_unarchived_seconds')).toBeGreaterThanOrEqual(0);
    for (const disk of ['data', 'backups']) {
      const free = sample(first, `tastetype_disk_free_bytes{disk="${disk}"}`);
      expect(free).toBeGreaterThan(0);
      expect(free).toBeLessThanOrEqual(sample(first, `tastetype_disk_size_bytes{disk="${disk}"}`));
    }
    expect(sample(first, 'tastetype_db_up')).toBe(1);
    // What fills those disks: the archive by part (after the first base backup), and each table.
    const archived = ['wal', 'base'].map((part) => sample(first, `tastetype_backup_archive_bytes{part="${part}"}`));
    for (const bytes of archived) expect(bytes).toBeGreaterThan(0);
    expect(archived[0] + archived[1]).toBeLessThanOrEqual(sample(first, 'tastetype_backup_dir_bytes'));
    for (const table of ['personality_results', 'funnel_events'])
      expect(sample(first, `tastetype_table_bytes{table="${table}"}`)).toBeGreaterThan(0);
    expect(first).not.toMatch(/tastetype_table_bytes\{table="funnel_events_p/);
    // Made 8 days ahead by the migration and by upkeep; 7 when a midnight UTC fell between them and the scrape.
    expect(sample(first, 'tastetype_partition_days_ahead{table="funnel_events"}')).toBeGreaterThanOrEqual(7);
    // Every retention series from 0, so an alert sees the first failure; none failed on a healthy start.
    for (const task of ['event_partitions', 'results'])
      expect(sample(first, `tastetype_retention_passes_total{task="${task}",outcome="failed"}`)).toBe(0);
    expect(sample(first, 'tastetype_key_uses_total{scope="metrics:read"}')).toBeGreaterThanOrEqual(1);
    // With DATABASE_URL the disks are not this server's to watch; the replica answers, Redis does not.
    expect(second).not.toContain('tastetype_disk_free_bytes{');
    expect(sample(second, 'tastetype_db_replica_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(second, 'tastetype_redis_up')).toBe(0);
  });
});
