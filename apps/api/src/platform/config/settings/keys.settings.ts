import { IsOptional, MinLength } from 'class-validator';
import { Setting, WholeNumber } from '../setting';

/** The analysts' keys, their audit trail and the deprecated tokens. */
export class KeysSettings {
  @Setting(
    'Deprecated: acts as a key with analytics:read and results:export, named ANALYTICS_TOKEN in the audit trail.',
    'at least 16 characters',
  )
  @IsOptional()
  @MinLength(16, { message: 'ANALYTICS_TOKEN must be at least 16 characters' })
  ANALYTICS_TOKEN?: string;

  @Setting(
    'Deprecated: acts as a key with metrics:read, named METRICS_TOKEN in the audit trail.',
    'at least 16 characters',
  )
  @IsOptional()
  @MinLength(16, { message: 'METRICS_TOKEN must be at least 16 characters' })
  METRICS_TOKEN?: string;

  @Setting("Days the keys' audit trail is kept; older uses are deleted hourly.")
  @WholeNumber('AUDIT_KEEP_DAYS', 1, 100_000)
  AUDIT_KEEP_DAYS = 400;

  @Setting(
    'Wrong or refused keys per client address and minute before 429, apart from every other limit; 0 turns it off.',
  )
  @WholeNumber('KEY_FAILURES_PER_MINUTE', 0, 1_000_000)
  KEY_FAILURES_PER_MINUTE = 30;
}
