import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeBody, sendEncoded } from '../../platform/http/encoded-body';

const FILES = [
  { path: '/embed.js', file: 'embed.js', type: 'text/javascript; charset=utf-8' },
  { path: '/embed.d.ts', file: 'embed.d.ts', type: 'text/plain; charset=utf-8' },
];

/**
 * GET /embed.js, the publishers' one-line embed (built beside the web app), and its types: compressed once,
 * revalidated by ETag after a day, so a new version reaches every publisher's page within a day.
 */
export function serveEmbedScript(app: NestFastifyApplication, webDir: string): void {
  const fastify = app.getHttpAdapter().getInstance();
  for (const { path, file, type } of FILES) {
    if (!existsSync(join(webDir, file))) continue;
    const body = encodeBody(readFileSync(join(webDir, file)));
    fastify.get(path, { config: { compress: false } }, (request: FastifyRequest, reply: FastifyReply) => {
      // Other sites load it by a <script> tag, which same-origin CORP would block.
      reply
        .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
        .header('cross-origin-resource-policy', 'cross-origin');
      sendEncoded(request, reply, body, type);
    });
  }
}
