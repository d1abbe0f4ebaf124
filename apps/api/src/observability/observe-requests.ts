import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

/** Times every answer by route pattern (never the raw URL, which would make a series per id). */
export function observeRequests(fastify: FastifyInstance, metrics: Metrics): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: reply.statusCode,
    };
    metrics.requestDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}
