import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** `__Host-`: the browser keeps them only if Secure, Path=/ and without a Domain, so no subdomain can set them. */
export const SESSION_COOKIE = '__Host-tastetype-session';
export const SIGN_IN_COOKIE = '__Host-tastetype-sign-in';

/** Read only where a session may matter: parsing every request's cookies would cost every save. */
export const cookieOf = (req: FastifyRequest, name: string): string | undefined =>
  req.headers.cookie ? parse(req.headers.cookie)[name] : undefined;

/** Secure even over http://localhost, which browsers treat as secure: the cookie never travels in clear. */
export function setCookie(reply: FastifyReply, name: string, value: string, maxAgeSeconds: number): void {
  const cookie = serialize(name, value, {
    secure: true,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: maxAgeSeconds,
  });
  reply.header('set-cookie', [...asList(reply.getHeader('set-cookie')), cookie]);
}

export const clearCookie = (reply: FastifyReply, name: string) => setCookie(reply, name, '', 0);

const asList = (value: unknown): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)];
