import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SONNER_STYLE_HASHES } from './sonner-style-hashes';

/** Everything the product uses; the rest (camera, location, payment…) is off. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
  'clipboard-write=(self)',
  'web-share=(self)',
].join(', ');

const COMMON_DIRECTIVES = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** The visitors' app: scripts and styles from this server only; the one inline stylesheet (sonner's) by hash. */
const WEB_APP_DIRECTIVES = {
  ...COMMON_DIRECTIVES,
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", ...SONNER_STYLE_HASHES],
};

/** GraphiQL and Swagger UI set styles inline and embed fonts as data: URLs; their scripts still come from this server only. */
const TOOL_PAGE_DIRECTIVES = {
  ...COMMON_DIRECTIVES,
  fontSrc: ["'self'", 'data:'],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
};

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...values].join(' '))
    .join('; ');
}

/** What helmet sets for documents, asked of it once: it depends on nothing in the request. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

const hstsHeader = (hsts: boolean) =>
  hsts ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : undefined;

/** OWASP's set for API answers (JSON, GraphQL, CSV, pictures, health): nothing to render, frame or sniff. */
function apiHeaders(hsts: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    ...hstsHeader(hsts),
  };
}

/** A page's full set: helmet's document headers, the app's CSP and the Permissions-Policy. */
function documentHeaders(hsts: boolean, directives: Record<string, string[]>): Record<string, string> {
  return {
    ...helmetHeaders({
      contentSecurityPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    }),
    'content-security-policy': serialize({ ...directives, ...(hsts && { upgradeInsecureRequests: [] }) }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

/** The web app's set with CSP frame-ancestors naming the allowed publishers, and no X-Frame-Options (which cannot name them). */
function embeddedPageHeaders(hsts: boolean, frameAncestors: string[]): Record<string, string> {
  const headers = documentHeaders(hsts, { ...WEB_APP_DIRECTIVES, frameAncestors });
  delete headers['x-frame-options'];
  return headers;
}

declare module 'fastify' {
  interface FastifyReply {
    /** Gives an HTML page of the web app the full document set in place of the API set. */
    asDocument(): FastifyReply;
    /** The same for a tool page (the GraphQL IDE, the REST API docs), with its own CSP. */
    asToolPage(): FastifyReply;
    /** The same for the quiz framed by a publisher's page: framed by the allowed origins alone. */
    asEmbeddedPage(): FastifyReply;
  }
}

/**
 * Every answer starts with the short API set and its X-Request-Id, in one onRequest hook; the few that are documents swap in
 * the full set when they are made. Each set is built once at start-up.
 */
export function registerSecurityHeaders(
  fastify: FastifyInstance,
  options: { hsts: boolean; embedFrameAncestors: string[] },
): void {
  const api = apiHeaders(options.hsts);
  const page = documentHeaders(options.hsts, WEB_APP_DIRECTIVES);
  const tool = documentHeaders(options.hsts, TOOL_PAGE_DIRECTIVES);
  const embedded = embeddedPageHeaders(options.hsts, options.embedFrameAncestors);
  fastify.decorateReply('asDocument', function (this: FastifyReply) {
    return this.headers(page);
  });
  fastify.decorateReply('asToolPage', function (this: FastifyReply) {
    return this.headers(tool);
  });
  fastify.decorateReply('asEmbeddedPage', function (this: FastifyReply) {
    return this.removeHeader('x-frame-options').headers(embedded);
  });
  // The one hook every request pays for headers: the set, and its id (logged with it) for support.
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(api).header('x-request-id', request.id);
    done();
  });
}
