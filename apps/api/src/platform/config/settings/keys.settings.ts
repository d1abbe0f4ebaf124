import { IsOptional, MinLength } from 'class-validator';
import { Setting, WholeNumber } from '../setting';

/** The analysts' keys, their audit trail and the deprecated tokens (whose removal platform/deprecation's spec checks here). */
export class KeysSettings {
  @Setting(
    'Deprecated; removed in 2.0.0 (not before 2027-06-01): acts as a key with analytics:read and results:export, named ANALYTICS_TOKEN in the audit trail; its answers carry Deprecation and Sunset headers.',
    'at least 16 characters',
  )
  @IsOptional()
  @MinLength(16, { message: 'ANALYTICS_TOKEN must be at least 16 characters' })
  ANALYTICS_TOKEN?: string;

  @Setting(
    'Deprecated; removed in 2.0.0 (not before 2027-06-01): acts as a key with metrics:read, named METRICS_TOKEN in the audit trail; its answers carry Deprecation and Sunset headers.',
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
