import { OneOf, Setting } from '../setting';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** What the server writes about itself. */
export class ObservabilitySettings {
  @Setting('Least severe log level written; `silent` writes none.')
  @OneOf('LOG_LEVEL', LOG_LEVELS)
  LOG_LEVEL: (typeof LOG_LEVELS)[number] = 'info';
}
