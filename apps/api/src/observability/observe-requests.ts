import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

/** Times every answer by route pattern (never the raw URL, which would make a series per id). */
export function observeRequests(fastify: FastifyInstance, metrics: Metrics): void {
  // One timer per method, route and status, found by a string key instead of prom-client hashing the labels each time.
  const timers = new Map<string, { observe(seconds: number): void }>();
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${route} ${reply.statusCode}`;
    let timer = timers.get(key);
    if (!timer) {
      timer = metrics.requestDuration.labels(request.method, route, String(reply.statusCode));
      timers.set(key, timer);
    }
    timer.observe(reply.elapsedTime / 1000);
    done();
  });
}
