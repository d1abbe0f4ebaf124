import type { LoggerService } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Logger, type Params, PinoLogger } from 'nestjs-pino';
import { type DestinationStream, destination, type Logger as Pino } from 'pino';
import type { AppConfig } from '../config/app-config';

/** Probes and scrapes arrive every few seconds: logged only at debug. */
const isProbe = (route: string) => route.startsWith('/health/') || route === '/metrics';

/** Lines are written 4 KB or 1 s at a time, not one write each; whatever is left goes out when the process exits. */
let buffered: DestinationStream | undefined;
const bufferedStdout = () => (buffered ??= destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 }));

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

/**
 * One JSON line per request, written once its answer is out: its id (also sent as X-Request-Id), the
 * method, the route pattern (never the URL, which may hold ids), status and milliseconds. Headers,
 * bodies, addresses and query strings are never logged. A Fastify hook rather than a Nest middleware:
 * it sees every request (404s, the IDE, static files) and costs one write.
 */
export function logRequests(fastify: FastifyInstance, pino: Pino): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  fastify.addHook('onResponse', (request: FastifyRequest, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    const level = status >= 500 ? 'error' : isProbe(route) ? 'debug' : 'info';
    if (pino.isLevelEnabled(level)) {
      pino[level](
        { reqId: request.id, method: request.method, route, status, ms: Math.round(reply.elapsedTime) },
        'request',
      );
    }
    done();
  });
}
