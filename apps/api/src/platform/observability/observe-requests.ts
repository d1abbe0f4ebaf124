import type { FastifyInstance } from 'fastify';
import type { Logger as Pino } from 'pino';
import type { Metrics } from './metrics';

/** Probes and scrapes arrive every few seconds: logged only at debug. */
const isProbe = (route: string) => route.startsWith('/health/') || route === '/metrics';

/**
 * Every answer, once it is out: one JSON line (its id, also sent as X-Request-Id, the method, the route
 * pattern, status and milliseconds) and its time in the route's histogram. The route pattern, never the
 * URL, which may hold ids; headers, bodies, addresses and query strings are never logged. One Fastify
 * hook for both: it sees every request (404s, the IDE, static files) and looks the route up once.
 */
export function observeRequests(fastify: FastifyInstance, pino: Pino, metrics: Metrics): void {
  // One timer per method, route and status, found by a string key instead of prom-client hashing the labels each time.
  const timers = new Map<string, { observe(seconds: number): void }>();
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    const key = `${request.method} ${route} ${status}`;
    let timer = timers.get(key);
    if (!timer) {
      timer = metrics.requestDuration.labels(request.method, route, String(status));
      timers.set(key, timer);
    }
    const elapsed = reply.elapsedTime;
    timer.observe(elapsed / 1000);
    const level = status >= 500 ? 'error' : isProbe(route) ? 'debug' : 'info';
    if (pino.isLevelEnabled(level)) {
      pino[level]({ reqId: request.id, method: request.method, route, status, ms: Math.round(elapsed) }, 'request');
    }
    done();
  });
}
