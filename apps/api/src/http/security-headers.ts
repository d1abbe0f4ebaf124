import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
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

export const TOOL_PAGE_CSP = serialize(TOOL_PAGE_DIRECTIVES);

/** Gives a tool page (the GraphQL IDE, the REST API docs) its own policy in place of the app's. */
export function allowToolPage(reply: FastifyReply): FastifyReply {
  return reply.header('content-security-policy', TOOL_PAGE_CSP);
}

/**
 * Security headers on every answer (helmet), with HSTS only where the deployment is reached over TLS.
 * The CSP is serialized here once: @fastify/helmet builds helmet anew on every request, and parsing
 * the policy each time was the costliest part of it.
 */
export async function registerSecurityHeaders(fastify: FastifyInstance, options: { hsts: boolean }): Promise<void> {
  await fastify.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    hsts: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  const headers = {
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
