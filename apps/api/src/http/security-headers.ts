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

const TOOL_PAGE_CSP = serialize(TOOL_PAGE_DIRECTIVES);

/** Gives a tool page (the GraphQL IDE, the REST API docs) its own policy in place of the app's. */
export function allowToolPage(reply: FastifyReply): FastifyReply {
  return reply.header('content-security-policy', TOOL_PAGE_CSP);
}

/**
 * The headers helmet sets, asked of it once. They depend on nothing in the request, and running helmet
 * on every request (as @fastify/helmet does, building it anew each time) cost about 15 µs a request.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Security headers on every answer (helmet's, the CSP and the Permissions-Policy), with HSTS only behind TLS. */
export function registerSecurityHeaders(fastify: FastifyInstance, options: { hsts: boolean }): void {
  const headers = {
    ...helmetHeaders({
      contentSecurityPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    }),
    'content-security-policy': serialize({
      ...WEB_APP_DIRECTIVES,
      ...(options.hsts && { upgradeInsecureRequests: [] }),
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
