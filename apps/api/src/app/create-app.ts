import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { RefusalFilter } from '../platform/refusals/refusal.filter';
import { refuseUnreadRequest } from '../platform/refusals/refuse-unread-request';
import { createValidationPipe } from '../platform/common/validation-pipe';
import type { AppConfig } from '../platform/config/app-config';
import { trackAllowedMethods } from '../platform/http/allowed-methods';
import { registerBodyParsers } from '../platform/http/body-parsers';
import { registerCompression } from '../platform/http/compression';
import { closeConnectionsWhileDraining } from '../platform/http/graceful-shutdown';
import { registerRequestLimit } from '../platform/limits/request-limit';
import { LimitCounters } from '../platform/limits/limit-counters';
import { registerSecurityHeaders } from '../platform/http/security-headers';
import { EmbedAllowList } from '../quiz/embed/embed-allow-list';
import { createLogger } from '../platform/observability/logging';
import { Metrics } from '../platform/observability/metrics';
import { serveOpenApi } from './openapi';
import { installClusterHooks } from './cluster-hooks';
import { observeRequests } from '../platform/observability/observe-requests';
import { AppModule } from './app.module';
import { serveGraphiql, serveWebApp } from '../quiz/built-apps/serve-built-apps';

/** Bodies are a few hundred bytes; anything far bigger is refused with 413 before parsing. */
export const BODY_LIMIT_BYTES = 16 * 1024;

export interface AppOptions {
  /** Folder holding `pictures/`; differs between the bundle and the sources. */
  assetsDir: string;
  /** The built web app (`nx build web`); the api alone is served when it is absent. */
  webDir?: string;
  /** The built GraphQL IDE (`nx build graphiql`), served at GET /graphql. */
  graphiqlDir?: string;
}

/** Fastify's own settings: the body limit, who the client is, and how long a request may take to arrive. */
function createAdapter(config: AppConfig): FastifyAdapter {
  return new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY > 0 ? config.TRUST_PROXY : false,
    // Unique across replicas, unlike Fastify's counter; never taken from the client.
    genReqId: () => randomUUID(),
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    clientErrorHandler: refuseUnreadRequest(config.REQUEST_TIMEOUT_MS),
    // While draining on SIGTERM, a request that still arrives on an open connection is served (with
    // Connection: close), not shed with 503: a visitor's save is then kept, not retried or lost.
    return503OnClosing: false,
    // No Nest middleware is used, so @fastify/middie's hook would only cost every request a pass.
    skipMiddie: true,
    // Node checks the timeouts every 30 s by default, which would let a dripping client linger that long.
    http: {
      headersTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: 1000,
    },
  });
}

/** The whole server, configured once for `main.ts` and the e2e tests alike. */
export async function createApp(config: AppConfig, options: AppOptions): Promise<NestFastifyApplication> {
  installClusterHooks();
  const logging = createLogger(config);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), createAdapter(config), {
    logger: logging.nestLogger,
    // Bodies are parsed by registerBodyParsers alone.
    bodyParser: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  const metrics = app.get(Metrics);
  observeRequests(fastify, logging.pino, metrics);
  trackAllowedMethods(fastify);
  closeConnectionsWhileDraining(fastify);
  registerBodyParsers(fastify);
  registerSecurityHeaders(fastify, {
    // A site whose address is https is reached over TLS only: a browser must never be let back to http.
    hsts: config.HSTS ?? config.PUBLIC_URL?.startsWith('https://') === true,
    embedFrameAncestors: new EmbedAllowList(config.EMBED_ALLOWED_ORIGINS).frameAncestors,
  });
  registerRequestLimit(fastify, app.get(LimitCounters), config.RATE_LIMIT_REQUESTS_PER_MINUTE, () =>
    metrics.rateLimited.inc({ limit: 'requests' }),
  );
  await registerCompression(app);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new RefusalFilter());
  app.useStaticAssets({
    root: join(options.assetsDir, 'pictures'),
    prefix: '/pictures/',
    maxAge: '1d',
    // Link-preview pictures are made to be shown by other sites, which same-origin CORP would forbid browsers to do.
    setHeaders: (response, path) => {
      // Nest types this as @fastify/static's old response wrapper; version 10 passes the reply itself.
      const reply = response as unknown as FastifyReply;
      if (path.includes('/share/')) reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
  serveOpenApi(app);
  const logger = new Logger('Bootstrap');
  if (options.graphiqlDir && !(await serveGraphiql(app, options.graphiqlDir))) {
    logger.warn(`No GraphQL IDE build in ${options.graphiqlDir}: run \`npx nx build graphiql\` for GET /graphql`);
  }
  if (options.webDir && !(await serveWebApp(app, options.webDir))) {
    logger.warn(`No web app build in ${options.webDir}: serving the api only (run \`npx nx build web\`)`);
  }
  return app;
}
