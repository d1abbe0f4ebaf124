import type { DynamicModule } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config';

/** The raw request, with the route pattern Fastify matched: logs name the route, never the ids in a URL. */
type RoutedRequest = IncomingMessage & { id?: string; route?: string };

/** Puts each request's route pattern on the raw request, where the request log reads it, and its id on the answer. */
export function tagRequests(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    (request.raw as RoutedRequest).route = request.routeOptions.url ?? 'unmatched';
    reply.header('x-request-id', request.id);
    done();
  });
}

const requestLine = (request: RoutedRequest, response: ServerResponse, fields: { responseTime: number }) => ({
  method: request.method,
  route: request.route,
  status: response.statusCode,
  ms: fields.responseTime,
});

/** Probes and scrapes arrive every few seconds: logged only at debug. */
const isProbe = (route = '') => route.startsWith('/health/') || route === '/metrics';

/**
 * One JSON line per request (id, method, route, status, ms) and JSON app logs, carrying the request
 * id when written during a request. Headers, bodies, addresses and query strings are never logged.
 */
export function loggingModule(config: AppConfig): DynamicModule {
  return LoggerModule.forRoot({
    pinoHttp: {
      level: config.LOG_LEVEL,
      transport:
        config.NODE_ENV === 'development' ? { target: 'pino-pretty', options: { singleLine: true } } : undefined,
      // Fastify's request id (a UUID): the same one the answer's X-Request-Id names.
      genReqId: (request: RoutedRequest) => request.id ?? '',
      quietReqLogger: true,
      quietResLogger: true,
      customLogLevel: (request: RoutedRequest, response: ServerResponse) =>
        response.statusCode >= 500 ? 'error' : isProbe(request.route) ? 'debug' : 'info',
      customSuccessMessage: () => 'request',
      customErrorMessage: () => 'request',
      customSuccessObject: requestLine,
      // A 5xx's cause is logged once, with its stack, where it was caught; the request line stays one line.
      customErrorObject: (
        request: RoutedRequest,
        response: ServerResponse,
        _error: Error,
        fields: { responseTime: number },
      ) => requestLine(request, response, fields),
    },
  });
}
