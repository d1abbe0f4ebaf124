import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Paths the single-page app must never answer for. */
const SERVER_PREFIXES = ['/api', '/graphql', '/pictures'];

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app from `webDir`: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other GET so that client routes load. Does nothing when there is no build.
 */
export async function serveWebApp(app: NestFastifyApplication, webDir: string): Promise<boolean> {
  if (!existsSync(join(webDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply, path) => reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache'),
  });
  app.getHttpAdapter().getInstance().get('/*', (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `Cannot GET ${path}` });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDir, { cacheControl: false });
  });
  return true;
}
