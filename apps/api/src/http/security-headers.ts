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
const WEB_APP_DIRECTIVES = { ...COMMON_DIRECTIVES, scriptSrc: ["'self'"], styleSrc: ["'self'", ...SONNER_STYLE_HASHES] };

/** GraphiQL sets styles inline and embeds its fonts as data: URLs; its scripts still come from this server only. */
const GRAPHIQL_DIRECTIVES = {
  ...COMMON_DIRECTIVES,
  fontSrc: ["'self'", 'data:'],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
};

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${values.join(' ')}`)
    .join('; ');
}

export const GRAPHIQL_CSP = serialize(GRAPHIQL_DIRECTIVES);

/** Gives the GraphQL IDE page its own policy in place of the app's. */
export function allowGraphiql(reply: FastifyReply): FastifyReply {
  return reply.header('content-security-policy', GRAPHIQL_CSP);
}

/** Security headers on every answer (helmet), with HSTS only where the deployment is reached over TLS. */
export async function registerSecurityHeaders(fastify: FastifyInstance, options: { hsts: boolean }): Promise<void> {
  await fastify.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...WEB_APP_DIRECTIVES, ...(options.hsts && { upgradeInsecureRequests: [] }) },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    hsts: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  fastify.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
