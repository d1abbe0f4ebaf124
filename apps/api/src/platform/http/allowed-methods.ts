import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods some route answers on this path; empty when no route has it. */
    allowedMethods(path: string): string[];
  }
}

/**
 * Keeps a second router of every route's path, so a request with the wrong method on a known path
 * can be told 405 and what is allowed, instead of a misleading 404.
 */
export function trackAllowedMethods(fastify: FastifyInstance): void {
  const paths = FindMyWay();
  fastify.addHook('onRoute', ({ method, url }) => {
    // The web app's catch-all GET would make every path look known.
    if (url.includes('*')) return;
    for (const each of [method].flat()) {
      if (!paths.hasRoute(each as HTTPMethod, url)) paths.on(each as HTTPMethod, url, () => undefined);
    }
  });
  fastify.decorate('allowedMethods', (path: string) => METHODS.filter((method) => paths.find(method, path) !== null));
}
