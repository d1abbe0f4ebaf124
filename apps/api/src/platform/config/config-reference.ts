import { getMetadataStorage } from 'class-validator';
import { SETTING_PARTS } from './app-config';
import { type SettingDoc, settingDocs } from './setting';

/** A setting as the reference lists it: its part, its one line, its range and its default. */
interface ReferenceRow extends SettingDoc {
  part: string;
  default?: string;
}

/** Settings docker-compose.yml reads for itself; the server never does. */
const COMPOSE_SETTINGS = [
  {
    name: 'PROXY_PORT',
    line: 'The one port docker-compose.yml publishes, its nginx in front of the replicas.',
    value: '8080',
  },
  {
    name: 'POSTGRES_PASSWORD',
    line: 'Password of the PostgreSQL that docker-compose.yml starts (required there); it goes into a URL: letters, digits and - _ . ~ only.',
    value: 'change-me',
  },
];

/** Every setting of every part, with the default a fresh part holds. */
export function referenceRows(): ReferenceRow[] {
  return Object.entries(SETTING_PARTS).flatMap(([part, Settings]) => {
    const defaults = new Settings() as unknown as Record<string, unknown>;
    return settingDocs(Settings).map((doc) => {
      const value = defaults[doc.name];
      return { ...doc, part, default: value === undefined ? undefined : String(value) };
    });
  });
}

/** The properties class-validator checks on a part that no @Setting documents (so the reference would miss them). */
export function undocumentedSettings(): string[] {
  return Object.values(SETTING_PARTS).flatMap((Settings) => {
    const documented = new Set(settingDocs(Settings).map(({ name }) => name));
    const validated = getMetadataStorage()
      .getTargetValidationMetadatas(Settings, '', true, false)
      .map(({ propertyName }) => propertyName);
    return [...new Set(validated)].filter((name) => !documented.has(name));
  });
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** docs/configuration.md, whole. */
export function configurationMarkdown(): string {
  const rows = referenceRows();
  const parts = Object.keys(SETTING_PARTS).map((part) => {
    const table = rows
      .filter((row) => row.part === part)
      .map(
        (row) =>
          `| \`${row.name}\` | ${row.default === undefined ? 'unset' : `\`${row.default}\``} | ${cell(row.range)} | ${cell(row.description)} |`,
      );
    return [
      `## ${part[0].toUpperCase()}${part.slice(1)}`,
      '',
      '| setting | default | takes | what it does |',
      '| --- | --- | --- | --- |',
      ...table,
    ].join('\n');
  });
  const compose = COMPOSE_SETTINGS.map(({ name, line, value }) => `| \`${name}\` | \`${value}\` | ${cell(line)} |`);
  return [
    '# Configuration',
    '',
    '<!-- Generated from apps/api/src/platform/config by `npm run docs:config`; a test fails when this file and the code disagree. -->',
    '',
    'The server reads every setting from its environment (secrets only from there) and checks them all at start:',
    'a bad value stops it with one line that names the setting and its range. An empty value counts as unset.',
    '`.env.example` lists the same settings, for `docker compose`.',
    '',
    ...parts.flatMap((part) => [part, '']),
    '## Docker Compose',
    '',
    'Read by `docker-compose.yml` only, never by the server.',
    '',
    '| setting | example | what it does |',
    '| --- | --- | --- |',
    ...compose,
    '',
  ].join('\n');
}

/** .env.example, whole: every setting at its default, commented out, so a copy changes nothing until edited. */
export function envExample(): string {
  const rows = referenceRows();
  const parts = Object.keys(SETTING_PARTS).map((part) =>
    [
      `# --- ${part} ---`,
      ...rows
        .filter((row) => row.part === part)
        .flatMap((row) => [
          `# ${row.description} (${row.range.replaceAll('`', '')})`,
          `# ${row.name}=${row.default ?? ''}`,
        ]),
    ].join('\n'),
  );
  const compose = COMPOSE_SETTINGS.flatMap(({ name, line, value }) => [`# ${line}`, `${name}=${value}`]);
  return [
    '# Generated from apps/api/src/platform/config by `npm run docs:config`: every setting, in docs/configuration.md too.',
    '# Copy to .env for docker compose; the server itself reads these from its environment.',
    '',
    ...parts.flatMap((part) => [part, '']),
    '# --- docker compose ---',
    ...compose,
    '',
  ].join('\n');
}
