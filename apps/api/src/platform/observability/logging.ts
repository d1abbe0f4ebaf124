import type { LoggerService } from '@nestjs/common';
import { Logger, type Params, PinoLogger } from 'nestjs-pino';
import { type DestinationStream, destination, type Logger as Pino } from 'pino';
import type { AppConfig } from '../config/app-config';

/**
 * Lines are written 4 KB or 1 s at a time, not one write each; whatever is left goes out when the process exits.
 * sonic-boom measures the pending chunk's bytes on every line, so chunks stop at 8 KB (its default is 16 KB).
 */
let buffered: DestinationStream | undefined;
const bufferedStdout = () =>
  (buffered ??= destination({ dest: 1, sync: false, minLength: 4096, maxWrite: 8192, periodicFlush: 1000 }));

/** pino-pretty is a dev dependency: a runtime folder started without NODE_ENV logs JSON rather than failing. */
function canPrettyPrint(): boolean {
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * Nest's own logs as JSON lines at LOG_LEVEL (one colourful line each in development), and the pino
 * logger beneath. nestjs-pino keeps one root logger per process: the first app's settings hold.
 */
export function createLogger(config: AppConfig): { nestLogger: LoggerService; pino: Pino } {
  const pretty = config.NODE_ENV === 'development' && canPrettyPrint();
  const params: Params = {
    pinoHttp: pretty
      ? { level: config.LOG_LEVEL, transport: { target: 'pino-pretty', options: { singleLine: true } } }
      : [{ level: config.LOG_LEVEL }, bufferedStdout()],
  };
  const pinoLogger = new PinoLogger(params);
  return { nestLogger: new Logger(pinoLogger, params), pino: PinoLogger.root };
}
