import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { TooManyRequests } from '../refusals/refusals';

const HEALTH_CHECKS = new Set(['/health/live', '/health/ready']);

/**
 * A general per-client budget of requests (the client is its address, as TRUST_PROXY lets Fastify see
 * it). Counts stay in this process's memory; the two health checks are never limited.
 */
export async function registerRequestLimit(
  fastify: FastifyInstance,
  perMinute: number,
  onLimited: () => void,
): Promise<void> {
  if (perMinute === 0) return;
  await fastify.register(fastifyRateLimit, { global: false });
  // A hook on the root, not per route: unknown paths (404, 405) count too, so scanning is limited as well.
  fastify.addHook(
    'onRequest',
    fastify.rateLimit({
      max: perMinute,
      timeWindow: 60_000,
      allowList: (request) => HEALTH_CHECKS.has(request.url),
      onExceeded: onLimited,
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return new TooManyRequests(`Too many requests from your address: try again in ${seconds} s`, seconds);
      },
    }),
  );
}
