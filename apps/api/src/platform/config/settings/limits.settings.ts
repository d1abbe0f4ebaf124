import { IsOptional, IsUrl } from 'class-validator';
import { Setting, WholeNumber } from '../setting';

/** Per-client limits, where they are counted, and the load each process takes on. */
export class LimitsSettings {
  @Setting(
    'Redis (or Valkey) holding the request, save and event limits for every replica; unset, each process counts alone.',
    'a redis:// or rediss:// URL',
  )
  @IsOptional()
  @IsUrl(
    { protocols: ['redis', 'rediss'], require_tld: false, require_protocol: true },
    { message: 'REDIS_URL must be a redis:// or rediss:// URL' },
  )
  REDIS_URL?: string;

  @Setting('Stored results per client address and minute, however they arrive; 0 turns the limit off.')
  @WholeNumber('RATE_LIMIT_SAVES_PER_MINUTE', 0, 1_000_000)
  RATE_LIMIT_SAVES_PER_MINUTE = 60;

  @Setting('Funnel event batches (POST /api/events) per client address and minute; 0 turns the limit off.')
  @WholeNumber('RATE_LIMIT_EVENTS_PER_MINUTE', 0, 1_000_000)
  RATE_LIMIT_EVENTS_PER_MINUTE = 120;

  @Setting('Requests of any other kind per client address and minute; 0 turns the limit off.')
  @WholeNumber('RATE_LIMIT_REQUESTS_PER_MINUTE', 0, 100_000_000)
  RATE_LIMIT_REQUESTS_PER_MINUTE = 1200;

  @Setting('CSV exports streaming at once in this process: each holds a pooled database connection while it is read.')
  @WholeNumber('CSV_EXPORTS_AT_ONCE', 1, 8)
  CSV_EXPORTS_AT_ONCE = 2;

  @Setting('Most saves written by one grouped INSERT; 0 or 1 writes each save by itself.')
  @WholeNumber('SAVE_GROUP_MAX_ROWS', 0, 1000)
  SAVE_GROUP_MAX_ROWS = 100;

  @Setting(
    'Longest a save waits, in milliseconds, for the group ahead of it before its own group is written beside that one.',
  )
  @WholeNumber('SAVE_GROUP_MAX_WAIT_MS', 1, 1000)
  SAVE_GROUP_MAX_WAIT_MS = 20;

  @Setting(
    'Distinct (source, medium, campaign) counted per UTC day; past it, a new one counts as "other", so a flood of ' +
      'random utm_campaign values cannot grow the acquisition counts without bound.',
  )
  @WholeNumber('ACQUISITION_TAGS_PER_DAY', 1, 100_000)
  ACQUISITION_TAGS_PER_DAY = 500;
}
