// The baselines bench:web measures beside the product, on the same machine in the same run: what Lighthouse
// gives a page that does next to nothing, and a TasteType page with its JavaScript taken out.
import { createServer, request as forward } from 'node:http';
import { once } from 'node:events';
import { gzipSync } from 'node:zlib';

/** One heading, nothing to fetch: the best score and paint this machine's Chromium can show. */
const ONE_HEADING =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Bare page</title><link rel="icon" href="data:,"></head><body><h2>Which flavor profile appeals to you most?</h2></body></html>';
const SCRIPTS = /<script type="module"[^>]*>[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g;
// Compressed as the app sends its pages, so the baselines' bytes on the wire compare with the product's.
const HTML = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'content-encoding': 'gzip' };

/**
 * Serves `/one-heading`, and `/without-js/<page>`: the app's own HTML of `<page>` without its module scripts
 * and their preloads. Every other path is passed to the app at `appPort` as it is, compressed answers and
 * all, so the page's CSS and pictures load as they do in the product.
 */
export async function startBarePages(appPort, port) {
  const server = createServer(async (request, response) => {
    if (request.url === '/one-heading') return response.writeHead(200, HTML).end(gzipSync(ONE_HEADING));
    if (request.url.startsWith('/without-js/')) {
      const page = await fetch(`http://127.0.0.1:${appPort}${request.url.slice('/without-js'.length)}`).catch(
        (error) => error,
      );
      if (page instanceof Error) return response.writeHead(502).end(String(page));
      return response.writeHead(page.status, HTML).end(gzipSync((await page.text()).replace(SCRIPTS, '')));
    }
    const upstream = forward({ port: appPort, host: '127.0.0.1', path: request.url, headers: request.headers });
    upstream.on('response', (answer) => {
      response.writeHead(answer.statusCode, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', (error) => response.writeHead(502).end(String(error)));
    upstream.end();
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return { stop: () => new Promise((done) => server.close(done)) };
}
