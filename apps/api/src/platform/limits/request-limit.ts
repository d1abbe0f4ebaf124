import type { FastifyInstance } from 'fastify';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { LimitCounters } from './limit-counters';
import { TooManyRequests } from '../refusals/refusals';

const HEALTH_CHECKS = new Set(['/health', '/health/live', '/health/ready']);

/**
 * A general per-client budget of requests (the client is its address, as TRUST_PROXY lets Fastify see
 * it), counted where every limit is (see LimitCounters); the two health checks are never limited.
 */
export function registerRequestLimit(
  fastify: FastifyInstance,
  counters: LimitCounters,
  perMinute: number,
  onLimited: () => void,
): void {
  if (perMinute === 0) return;
  const limiter = counters.limiter('requests', perMinute);
  // A hook on the root, not per route: unknown paths (404, 405) count too, so scanning is limited as well.
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (HEALTH_CHECKS.has(request.url)) return done();
    limiter.consume(request.ip).then(
      () => done(),
      (refusal: unknown) => {
        if (!(refusal instanceof RateLimiterRes)) return done(refusal as Error);
        onLimited();
        const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        done(new TooManyRequests(`Too many requests from your address: try again in ${seconds} s`, seconds));
      },
    );
  });
}
