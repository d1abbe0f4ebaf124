// Words of PromQL that stand where a metric name could: binary operators, modifiers and number literals.
const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'atan2', 'inf', 'nan']);

/**
 * The metric names an expression selects: every identifier outside strings, label matchers, ranges and label lists
 * that is not a function or aggregation (followed by `(`), a keyword, or part of a number or duration.
 */
export function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    // Grafana's variables ($job, ${datasource}, $__rate_interval) outside the matchers and ranges removed above.
    .replace(/\$\{?\w+\}?/g, ' ');
  const names = new Set<string>();
  for (const match of bare.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)) {
    const before = bare[match.index - 1] ?? ' ';
    const after = bare.slice(match.index + match[0].length).trimStart();
    if (/[0-9.]/.test(before) || after.startsWith('(') || KEYWORDS.has(match[0].toLowerCase())) continue;
    names.add(match[0]);
  }
  return [...names];
}

/** Grafana's `label_values(metric{…}, label)` asks for a metric's label values: only its first argument is a selector. */
export function templatingSelector(query: string): string {
  return /^\s*label_values\(\s*([^,)]+)/.exec(query)?.[1] ?? query;
}
