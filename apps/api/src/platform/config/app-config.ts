import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { readFileSync } from 'node:fs';
import { isSecret, settingDocs } from './setting';
import { BackupsSettings } from './settings/backups.settings';
import { DatabaseSettings } from './settings/database.settings';
import { EmbedSettings } from './settings/embed.settings';
import { KeysSettings } from './settings/keys.settings';
import { LimitsSettings } from './settings/limits.settings';
import { ObservabilitySettings } from './settings/observability.settings';
import { RetentionSettings } from './settings/retention.settings';
import { ServerSettings } from './settings/server.settings';
import { SignInSettings } from './settings/sign-in.settings';
import { WebhooksSettings } from './settings/webhooks.settings';

/** Every part of the configuration, by capability, in the order docs/configuration.md lists them. */
export const SETTING_PARTS = {
  server: ServerSettings,
  database: DatabaseSettings,
  backups: BackupsSettings,
  retention: RetentionSettings,
  keys: KeysSettings,
  'sign-in': SignInSettings,
  webhooks: WebhooksSettings,
  limits: LimitsSettings,
  embed: EmbedSettings,
  observability: ObservabilitySettings,
} as const;

type Part = (typeof SETTING_PARTS)[keyof typeof SETTING_PARTS];

/** Every setting the server reads, validated once at start-up; injectable as itself (see AppConfigModule). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the class is the DI token, the interface its shape
export interface AppConfig
  extends ServerSettings,
    DatabaseSettings,
    BackupsSettings,
    RetentionSettings,
    KeysSettings,
    SignInSettings,
    WebhooksSettings,
    LimitsSettings,
    EmbedSettings,
    ObservabilitySettings {}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the class is the DI token, the interface its shape
export class AppConfig {
  constructor() {
    for (const part of Object.values(SETTING_PARTS)) Object.assign(this, new part());
  }
}

export class ConfigError extends Error {}

/** Reads the settings from an environment; throws one ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const config = new AppConfig();
  const problems: string[] = [];
  const valueOf = (name: string): string | undefined => {
    const file = isSecret(name) && !env[name] ? env[`${name}_FILE`] : undefined;
    if (!file) return env[name];
    try {
      return readFileSync(file, 'utf8').trim();
    } catch (error) {
      problems.push(`${name}_FILE cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}): ${file}`);
      return undefined;
    }
  };
  problems.push(
    ...Object.values(SETTING_PARTS).flatMap((part: Part) => {
      const given = Object.fromEntries(
        settingDocs(part)
          .map(({ name }) => [name, valueOf(name)])
          .filter(([, value]) => value !== undefined && value !== ''),
      );
      const read = plainToInstance(part as new () => object, given);
      Object.assign(config, read);
      return validateSync(read).flatMap((error) => Object.values(error.constraints ?? {}));
    }),
  );
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration: ${[...new Set(problems)].join('; ')}`);
  }
  return config;
}
