import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { constants as zlib } from 'node:zlib';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set with `@RouteConfig` on a route whose answers are never compressed. */
    compress?: false;
  }
}

/** Compressed answers over 1 KB, but on routes configured with `compress: false`. */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  // Nest's @RouteConfig sets a route's config only; @fastify/compress reads an option of the route itself.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      if (route.config?.compress === false) route.compress = false;
      // A GET has no body to inflate: its route skips the decompression hook.
      if ([route.method].flat().every((method) => method === 'GET' || method === 'HEAD')) route.decompress = false;
    });
  // Brotli at a middle quality: most of the saving for a fraction of the CPU of the default 11.
  await app.register(fastifyCompress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
