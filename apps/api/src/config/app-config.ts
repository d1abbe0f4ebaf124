import 'reflect-metadata';
import { plainToInstance, Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUrl, Max, Min, MinLength, validateSync } from 'class-validator';

/** Every setting the server reads, validated once at start-up (see .env.example). */
export class AppConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Type(() => Number)
  @IsInt({ message: 'PORT must be a whole number from 1 to 65535' })
  @Min(1, { message: 'PORT must be a whole number from 1 to 65535' })
  @Max(65535, { message: 'PORT must be a whole number from 1 to 65535' })
  PORT = 3000;

  @IsOptional()
  @IsUrl(
    { protocols: ['postgres', 'postgresql'], require_tld: false, require_protocol: true },
    { message: 'DATABASE_URL must be a postgres:// URL' },
  )
  DATABASE_URL?: string;

  @IsString()
  @IsNotEmpty()
  DATA_DIR = '.data';

  /** Bearer token of the analytics queries; unset, they are refused. */
  @IsOptional()
  @MinLength(16, { message: 'ANALYTICS_TOKEN must be at least 16 characters' })
  ANALYTICS_TOKEN?: string;
}

export class ConfigError extends Error {}

/** Reads the settings from an environment; throws a ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const given = Object.fromEntries(
    Object.keys(new AppConfig())
      .concat('DATABASE_URL', 'ANALYTICS_TOKEN')
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const config = plainToInstance(AppConfig, given);
  const problems = validateSync(config).flatMap((error) => Object.values(error.constraints ?? {}));
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration: ${[...new Set(problems)].join('; ')}`);
  }
  return config;
}
