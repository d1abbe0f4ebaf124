import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { templatingSelector } from './promql-names';

export const ROOT = join(__dirname, '..', '..', '..', '..');
export const MONITORING = join(ROOT, 'deploy', 'monitoring');

export interface Rule {
  file: string;
  record?: string;
  alert?: string;
  expr: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

const yamlIn = (folder: string) =>
  readdirSync(join(MONITORING, folder))
    .filter((name) => name.endsWith('.yml'))
    .map((name) => join(MONITORING, folder, name));

export const ruleFiles = () => yamlIn('rules');
export const ruleTestFiles = () => yamlIn('tests');

/** Every recording and alerting rule of the shipped files. */
export function rules(files = ruleFiles()): Rule[] {
  return files.flatMap((file) =>
    (parse(readFileSync(file, 'utf8')) as { groups: { rules: Omit<Rule, 'file'>[] }[] }).groups.flatMap((group) =>
      group.rules.map((rule) => ({ ...rule, file })),
    ),
  );
}

export interface AlertCase {
  alertname: string;
  firing: boolean;
}

/** Each alert_rule_test case of promtool's test files: which alert, and whether it expects it firing. */
export function alertCases(): AlertCase[] {
  return ruleTestFiles().flatMap((file) =>
    (
      parse(readFileSync(file, 'utf8')) as { tests: { alert_rule_test?: { alertname: string; exp_alerts: [] }[] }[] }
    ).tests.flatMap((test) =>
      (test.alert_rule_test ?? []).map(({ alertname, exp_alerts }) => ({ alertname, firing: exp_alerts.length > 0 })),
    ),
  );
}

interface Panel {
  id: number;
  type: string;
  title: string;
  datasource?: { uid: string };
  gridPos: { h: number; w: number; x: number; y: number };
  targets?: { expr: string }[];
}

export interface Dashboard {
  uid: string;
  title: string;
  panels: Panel[];
  templating: { list: { name: string; type: string; query: string | { query: string } }[] };
}

export const DASHBOARD_FILE = join(MONITORING, 'grafana', 'dashboards', 'tastetype.json');
export const dashboard = (): Dashboard => JSON.parse(readFileSync(DASHBOARD_FILE, 'utf8')) as Dashboard;

/** Every PromQL of the dashboard: each panel's targets, and the selectors of its template variables. */
export function dashboardQueries(board = dashboard()): string[] {
  const variables = board.templating.list
    .filter((variable) => variable.type === 'query')
    .map((variable) => templatingSelector(typeof variable.query === 'string' ? variable.query : variable.query.query));
  return [...board.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr)), ...variables];
}

/** A query as Prometheus would get it from Grafana: its variables given values. */
export const asPrometheusGetsIt = (query: string) =>
  query.replaceAll('$__rate_interval', '5m').replaceAll('$job', 'tastetype').replaceAll('$instance', '.*');

/** The `#anchor` of each heading of a markdown file, as GitHub (and remark-validate-links) makes them. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, text] of markdown.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = (text as string)
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let anchor = slug;
    for (let repeat = 1; anchors.has(anchor); repeat++) anchor = `${slug}-${repeat}`;
    anchors.add(anchor);
  }
  return anchors;
}
