import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import {
  MONITORING,
  ROOT,
  alertCases,
  asPrometheusGetsIt,
  dashboard,
  dashboardQueries,
  headingAnchors,
  ruleFiles,
  ruleTestFiles,
  rules,
} from './monitoring-files';
import { prometheusProgram } from './prometheus-package';

function promtool(...args: string[]): { status: number | null; output: string } {
  const run = spawnSync(prometheusProgram('promtool'), args, { cwd: MONITORING, encoding: 'utf8', timeout: 120_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** deploy/monitoring's rules and dashboard, checked by Debian's promtool without a server. */
describe('deploy/monitoring', () => {
  const alerts = rules().filter((rule) => rule.alert);
  // Installing Debian's package, when missing, outlasts a test's time.
  beforeAll(() => prometheusProgram('promtool'), 900_000);

  it('promtool check rules passes on every rules file, and the compose Prometheus config is valid', () => {
    expect(ruleFiles().length).toBeGreaterThan(0);
    for (const file of ruleFiles()) expect(promtool('check', 'rules', file)).toMatchObject({ status: 0 });
    expect(promtool('check', 'config', '--syntax-only', 'prometheus.yml')).toMatchObject({ status: 0 });
  });

  it('promtool test rules passes, with a case where each alert fires and one where it stays quiet', () => {
    const run = promtool('test', 'rules', ...ruleTestFiles());
    expect(run.output).not.toContain('FAILED');
    expect(run.status).toBe(0);
    const cases = alertCases();
    const names = alerts.map((rule) => rule.alert);
    for (const name of names) {
      expect({ name, fires: cases.some((c) => c.alertname === name && c.firing) }).toEqual({ name, fires: true });
      expect({ name, quiet: cases.some((c) => c.alertname === name && !c.firing) }).toEqual({ name, quiet: true });
    }
    expect(cases.map((c) => c.alertname).filter((name) => !names.includes(name))).toEqual([]);
  });

  it('every alert has a severity, a summary, a description and a runbook_url to a heading of a document here', () => {
    expect(alerts.length).toBeGreaterThanOrEqual(15);
    for (const { alert, labels, annotations } of alerts) {
      expect({ alert, severity: labels?.['severity'] }).toEqual({
        alert,
        severity: expect.stringMatching(/^(page|ticket)$/),
      });
      expect(annotations).toEqual(
        expect.objectContaining({ summary: expect.any(String), description: expect.stringContaining('{{') }),
      );
      // Relative to the repository's root, so it holds wherever the repository is browsed.
      const [file, anchor] = (annotations?.['runbook_url'] ?? '').split('#') as [string, string];
      expect({ alert, file, exists: existsSync(join(ROOT, file)) }).toEqual({ alert, file, exists: true });
      expect({ alert, anchor, found: headingAnchors(readFileSync(join(ROOT, file), 'utf8')).has(anchor) }).toEqual({
        alert,
        anchor,
        found: true,
      });
    }
  });

  it('the dashboard is Grafana JSON whose every query promtool parses', () => {
    const board = dashboard();
    expect(board).toMatchObject({ uid: 'tastetype', title: 'TasteType' });
    const ids = board.panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const panel of board.panels.filter((each) => each.type !== 'row')) {
      expect({ panel: panel.title, uid: panel.datasource?.uid }).toEqual({ panel: panel.title, uid: '${datasource}' });
      expect(panel.targets?.length).toBeGreaterThan(0);
      expect(panel.gridPos.x + panel.gridPos.w).toBeLessThanOrEqual(24);
    }
    // promtool parses PromQL only inside rules: each query becomes a recording rule of a file of its own.
    const folder = mkdtempSync(join(tmpdir(), 'tastetype-dashboard-'));
    try {
      const queries = dashboardQueries(board).map(asPrometheusGetsIt);
      const file = join(folder, 'dashboard.rules.yml');
      writeFileSync(
        file,
        stringify({
          groups: [{ name: 'dashboard', rules: queries.map((expr, n) => ({ record: `panel:query:${n}`, expr })) }],
        }),
      );
      const check = promtool('check', 'rules', file);
      expect(check.output).toContain(`SUCCESS: ${queries.length} rules found`);
      // And it can fail: a query with a typo is refused.
      writeFileSync(file, stringify({ groups: [{ name: 'bad', rules: [{ record: 'x', expr: 'sum(rate(x[5m])' }] }] }));
      expect(promtool('check', 'rules', file).status).not.toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
