import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** What link-preview crawlers call themselves (iMessage's is the last: Safari, Facebook's and X's at once). */
export const CRAWLER_USER_AGENTS = [
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Twitterbot/1.0',
  'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'WhatsApp/2.23.20.0 A',
  'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0',
];

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]);

/** The tags a crawler reads from a page's HTML, each name with every value it was given. */
export function readHead(html: string) {
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => decode(match[1]));
  const meta: Record<string, string[]> = {};
  for (const [, key, content] of html.matchAll(/<meta\s+(?:name|property)="([^"]+)"\s+content="([^"]*)"/g)) {
    (meta[key] ??= []).push(decode(content));
  }
  return {
    titles: all(/<title>([^<]*)<\/title>/g),
    canonical: all(/<link\s+rel="canonical"\s+href="([^"]*)"/g),
    meta,
    /** The one value of a meta tag; undefined when absent or repeated. */
    one: (key: string) => (meta[key]?.length === 1 ? meta[key][0] : undefined),
  };
}

/** GET as a crawler does: no JavaScript, no cookie, its own User-Agent. */
export function crawl(app: NestFastifyApplication, url: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'GET',
    url,
    headers: { 'user-agent': CRAWLER_USER_AGENTS[0], accept: 'text/html,application/xhtml+xml,*/*;q=0.8', ...headers },
  });
}
