import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequest, UnsupportedMediaType } from '../refusals/refusals';

/** Deeper JSON than any real body, refused before validation recurses into it and overflows the stack. */
export const MAX_JSON_NESTING = 20;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set with `@RouteConfig` on a route that also takes JSON sent as text/plain, as navigator.sendBeacon sends it. */
    textPlainJson?: boolean;
    /** Set on a route that takes an HTML form's fields, as an identity provider posts its back-channel logout. */
    formBody?: boolean;
  }
}

type BodyParser = (
  request: FastifyRequest,
  body: string | Buffer,
  done: (error: Error | null, value?: unknown) => void,
) => void;

function nestingExceeds(value: unknown, limit: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (node === null || typeof node !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * JSON as Fastify parses it (prototype poisoning refused), plus: an empty body is no body, since many
 * clients send `Content-Type: application/json` with a bodiless PUT, and deep nesting is a 400.
 * text/plain is read the same way on the routes configured with `textPlainJson` only.
 */
export function registerBodyParsers(fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  const parseJsonBody: BodyParser = (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    void parseJson(request, text, (error, value) => {
      if (error) return done(error);
      if (nestingExceeds(value, MAX_JSON_NESTING))
        return done(new BadRequest(`JSON nested deeper than ${MAX_JSON_NESTING} levels is refused`));
      done(null, value);
    });
  };
  // Any other type (text/plain elsewhere included) is fine while the body is empty, and refused (415) once it holds something.
  const refuseUnlessEmpty: BodyParser = (request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    done(new UnsupportedMediaType(`A body of type ${request.headers['content-type'] ?? '(none)'} is not taken here`));
  };
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonBody);
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) =>
    (request.routeOptions.config.textPlainJson ? parseJsonBody : refuseUnlessEmpty)(request, body, done),
  );
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) =>
    request.routeOptions.config.formBody
      ? done(null, Object.fromEntries(new URLSearchParams(body.toString())))
      : refuseUnlessEmpty(request, body, done),
  );
  fastify.addContentTypeParser('*', { parseAs: 'string' }, refuseUnlessEmpty);
}
