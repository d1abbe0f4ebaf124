// The release's CHANGELOG.md entry (its first): whether it names a breaking change under a major version, and the
// "API changes" list `npm run api:check -- --write` keeps in it, so nobody writes that list by hand.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE } from '../upgrade/previous-release.mjs';

export const CHANGELOG = join(WORKSPACE, 'CHANGELOG.md');
const START = '<!-- api:check: written by `npm run api:check -- --write`; do not edit by hand -->';
const END = '<!-- /api:check -->';
const LEVELS = [
  ['DANGEROUS', 'Dangerous: a client may notice'],
  ['NON_BREAKING', 'Safe'],
];

/** The first entry's heading version (undefined for `[Unreleased]`) and its text, up to the next entry. */
export function releaseEntry(text) {
  const lines = text.split('\n');
  const first = lines.findIndex((line) => line.startsWith('## ['));
  const next = lines.findIndex((line, index) => index > first && line.startsWith('## ['));
  const version = /^## \[(\d+)\.(\d+)\.(\d+)\]/.exec(lines[first])?.slice(1).map(Number);
  return { first, next, version, text: lines.slice(first, next).join('\n') };
}

/**
 * The breaking changes the entry does not allow: all of them, unless the entry's version is a new major one after
 * `previous` (x.y.z) and its text names the change's coordinate in backticks.
 */
export function unallowedBreaks(changes, previous, text = readFileSync(CHANGELOG, 'utf8')) {
  const entry = releaseEntry(text);
  const major = entry.version !== undefined && entry.version[0] > Number(previous.split('.')[0]);
  return changes.filter(
    (change) => change.level === 'BREAKING' && !(major && entry.text.includes(`\`${change.where}\``)),
  );
}

const line = (change) => `- ${change.surface} \`${change.where}\`: ${change.message}`;

/** The section the entry should hold for `changes` since `release`. */
export function apiSection(changes, release) {
  const count = (level) => changes.filter((change) => change.level === level).length;
  const parts = [
    '### API changes',
    '',
    START,
    '',
    `Since ${release.version}: ${count('BREAKING')} breaking, ${count('DANGEROUS')} dangerous, ${count('NON_BREAKING')} safe ` +
      '(GraphQL, REST, webhooks and the embed protocol; [docs/api.md](docs/api.md#what-is-promised)).',
  ];
  for (const [level, title] of [['BREAKING', 'Breaking (this is a major release)'], ...LEVELS]) {
    const listed = changes.filter((change) => change.level === level);
    if (listed.length > 0) parts.push('', `#### ${title}`, '', ...listed.map(line));
  }
  return [...parts, '', END].join('\n');
}

/** `text` with its first entry's API section replaced by `section` (added at the entry's end when absent). */
export function withSection(text, section) {
  const start = text.indexOf('### API changes\n\n' + START);
  const end = text.indexOf(END);
  if (start >= 0 && end > start) return text.slice(0, start) + section + text.slice(end + END.length);
  const lines = text.split('\n');
  const { next } = releaseEntry(text);
  const at = next < 0 ? lines.length : next;
  return [...lines.slice(0, at), section, '', ...lines.slice(at)].join('\n');
}

/** Formats like prettier (the suite's check), then writes when `write`; resolves to whether the file was current. */
export async function keepSection(section, { write }) {
  const prettier = await import('prettier');
  const current = readFileSync(CHANGELOG, 'utf8');
  const options = (await prettier.resolveConfig(CHANGELOG)) ?? {};
  const wanted = await prettier.format(withSection(current, section), { ...options, filepath: CHANGELOG });
  if (write && wanted !== current) writeFileSync(CHANGELOG, wanted);
  return write || wanted === current;
}
