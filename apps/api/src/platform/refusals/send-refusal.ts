import type { FastifyReply } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Refusal, RefusalBody } from './refusals';

/** The one writer of a refusal over HTTP: its status, its headers and the shared body. */
export function sendRefusal(reply: FastifyReply, refusal: Refusal): FastifyReply {
  return reply.code(refusal.getStatus()).headers(refusal.headers).send(refusal.body);
}

/**
 * The same refusal for a GraphQL client, which reads `extensions.code`: GraphQL over HTTP answers an
 * executed operation with 200, so only `Retry-After` travels as a header (Apollo's `extensions.http`).
 */
export function toGraphQLError(refusal: Refusal): GraphQLError {
  const retryAfter = refusal.headers['retry-after'];
  return new GraphQLError(refusal.message, {
    extensions: {
      code: refusal.graphqlCode,
      ...(retryAfter ? { http: { headers: new Map([['retry-after', retryAfter]]) } } : {}),
    },
  });
}

/** The same refusal written straight on a socket, for what Node refuses before Fastify sees a request. */
export function rawRefusal(refusal: Refusal): string {
  const body = JSON.stringify(refusal.body satisfies RefusalBody);
  const head = [
    `HTTP/1.1 ${refusal.body.statusCode} ${refusal.body.error}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'X-Content-Type-Options: nosniff',
    'Connection: close',
  ];
  return `${head.join('\r\n')}\r\n\r\n${body}`;
}
