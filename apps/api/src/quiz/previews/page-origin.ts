import type { FastifyRequest } from 'fastify';

// A DNS name or bracketed IPv6 address with an optional port: nothing that could carry markup or a path.
const PLAUSIBLE_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin absolute URLs start with: PUBLIC_URL when set, else the request's own (protocol and host
 * honour TRUST_PROXY). An implausible host gives '' so that URLs stay root-relative rather than hostile.
 */
export function pageOrigin(request: FastifyRequest, publicOrigin: string | undefined): string {
  if (publicOrigin !== undefined) return publicOrigin;
  // A proxy may say HTTPS; Fastify passes on whatever X-Forwarded-Proto holds.
  const protocol = String(request.protocol).toLowerCase();
  const host = request.host;
  if ((protocol !== 'http' && protocol !== 'https') || !PLAUSIBLE_HOST.test(host)) return '';
  return `${protocol}://${host.toLowerCase()}`;
}

/** PUBLIC_URL as an origin: scheme and host in lower case, no default port, no trailing slash. */
export function publicOrigin(publicUrl: string | undefined): string | undefined {
  return publicUrl === undefined ? undefined : new URL(publicUrl).origin;
}
