import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppConfig } from '../../platform/config/app-config';
import { PersonalitiesService } from '../personalities/personalities.service';
import { EMBED_HOST_ID, EMBED_HOST_PARAM } from '@tastetype/quiz-domain';
import { EmbedAllowList } from '../embed/embed-allow-list';
import { serveEmbedScript } from '../embed/serve-embed-script';
import { IndexPages } from '../previews/index-pages';
import { readPrerenderedPages } from '../previews/prerendered-pages';
import { jsonScript } from '../previews/json-script';
import { messagePreloads, pageChunkPreloads } from '../previews/page-chunks';
import { pageOrigin, publicOrigin } from '../previews/page-origin';
import { NotFound } from '../../platform/refusals/refusals';
import { sendRefusal } from '../../platform/refusals/send-refusal';

/** Paths the single-page app must never answer for. */
const SERVER_PREFIXES = ['/api', '/graphql', '/graphiql', '/pictures', '/health'];

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A Vite build's files: hashed assets cached for a year, everything else revalidated. */
async function registerBuild(
  app: NestFastifyApplication,
  root: string,
  prefix: string,
  options: { withIndex: boolean },
): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix,
    wildcard: false,
    // The web app's index.html is a template: its pages are written by IndexPages, never sent as stored.
    ...(!options.withIndex && { index: false, globIgnore: ['index.html', 'embed.js', 'embed.d.ts'] }),
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply, path) => reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache'),
  });
}

function sendIndex(reply: FastifyReply, root: string) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html', root, { cacheControl: false });
}

/**
 * The visitors' app: any other GET gets index.html with a head for its route (link previews), 404 for a
 * path that is no page, so that client routes load and crawlers see each page's own. False when not built.
 */
export async function serveWebApp(app: NestFastifyApplication, webDir: string): Promise<boolean> {
  if (!existsSync(join(webDir, 'index.html'))) return false;
  await registerBuild(app, webDir, '/', { withIndex: false });
  const personalities = app.get(PersonalitiesService);
  const html = await readFile(join(webDir, 'index.html'), 'utf8');
  const pages = new IndexPages(html, (locale) => personalities.list(locale), {
    chunkPreloads: pageChunkPreloads(webDir),
    messagePreloads: messagePreloads(webDir),
    prerendered: readPrerenderedPages(webDir),
  });
  const config = app.get(AppConfig);
  const origin = publicOrigin(config.PUBLIC_URL);
  const allowList = new EmbedAllowList(config.EMBED_ALLOWED_ORIGINS);
  serveEmbedScript(app, webDir);
  app
    .getHttpAdapter()
    .getInstance()
    .get('/*', (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0];
      if (SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
        return sendRefusal(reply, new NotFound(`Cannot GET ${path}`));
      }
      const siteOrigin = pageOrigin(request, origin);
      const page = pages.render(path, siteOrigin);
      if (page.embedded) {
        const host = allowList.hostOf((request.query as Record<string, unknown>)[EMBED_HOST_PARAM], siteOrigin);
        page.html = page.html.replace('</body>', `${jsonScript(EMBED_HOST_ID, { host: host ?? null })}</body>`);
      }
      return (page.embedded ? reply.asEmbeddedPage() : reply.asDocument())
        .code(page.status)
        .header('cache-control', 'no-cache')
        .header('content-language', page.locale)
        .type('text/html; charset=utf-8')
        .send(page.html);
    });
  return true;
}

/** The analysts' GraphQL IDE at GET /graphql for browsers; other requests go on to Apollo. False when not built. */
export async function serveGraphiql(app: NestFastifyApplication, graphiqlDir: string): Promise<boolean> {
  if (!existsSync(join(graphiqlDir, 'index.html'))) return false;
  await registerBuild(app, graphiqlDir, '/graphiql/', { withIndex: true });
  // A hook, not a route: Apollo owns GET /graphql for queries sent by clients.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      const isBrowserVisit =
        request.method === 'GET' &&
        request.url.split('?')[0] === '/graphql' &&
        request.headers.accept?.includes('text/html');
      if (!isBrowserVisit) return done();
      // Answered here: the request goes no further.
      sendIndex(reply.asToolPage(), graphiqlDir);
    });
  return true;
}
