import { HttpException } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';

/** The body of every refusal, over REST, in Fastify's hooks and on a raw socket alike. */
export interface RefusalBody {
  statusCode: number;
  error: string;
  message: string;
}

/**
 * A request refused, with words a person can act on. Thrown anywhere (a service, a guard, a hook, a
 * body parser) and written only by `sendRefusal` (HTTP) or `toGraphQLError` (GraphQL).
 */
export abstract class Refusal extends HttpException {
  /** The Apollo-style `extensions.code` a GraphQL client reads instead of the status. */
  abstract readonly graphqlCode: string;
  /** Headers the HTTP answer carries beside the body. */
  readonly headers: Record<string, string> = {};

  protected constructor(status: number, message: string) {
    super(message, status);
  }

  get body(): RefusalBody {
    const statusCode = this.getStatus();
    return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message: this.message };
  }
}

/** The class of one kind of refusal: its status and GraphQL code, with the words given at each throw. */
function kind(status: number, graphqlCode: string) {
  return class extends Refusal {
    readonly graphqlCode = graphqlCode;
    constructor(message: string) {
      super(status, message);
    }
  };
}

/** A kind the client can overcome by waiting: it says how long, in `Retry-After`. */
function retryLaterKind(status: number, graphqlCode: string) {
  return class extends Refusal {
    readonly graphqlCode = graphqlCode;
    constructor(
      message: string,
      readonly retryAfterSeconds: number,
    ) {
      super(status, message);
      this.headers['retry-after'] = String(retryAfterSeconds);
    }
  };
}

export class BadRequest extends kind(400, 'BAD_USER_INPUT') {}
export class Forbidden extends kind(403, 'FORBIDDEN') {}
export class NotFound extends kind(404, 'NOT_FOUND') {}
export class RequestTimeout extends kind(408, 'REQUEST_TIMEOUT') {}
export class PayloadTooLarge extends kind(413, 'PAYLOAD_TOO_LARGE') {}
export class UnsupportedMediaType extends kind(415, 'UNSUPPORTED_MEDIA_TYPE') {}
export class HeadersTooLarge extends kind(431, 'BAD_REQUEST') {}
export class TooManyRequests extends retryLaterKind(429, 'RATE_LIMITED') {}
export class ServiceUnavailable extends retryLaterKind(503, 'SERVICE_UNAVAILABLE') {}

/** Always names its scheme: every 401 carries `WWW-Authenticate: Bearer`. */
export class Unauthorized extends kind(401, 'UNAUTHENTICATED') {
  constructor(message: string) {
    super(message);
    this.headers['www-authenticate'] = 'Bearer';
  }
}

export class MethodNotAllowed extends kind(405, 'METHOD_NOT_ALLOWED') {
  constructor(method: string, allowed: string[]) {
    super(`${method} is not allowed here; use ${allowed.join(', ')}`);
    this.headers['allow'] = allowed.join(', ');
  }
}

/** Seconds a client should wait while the database is down: about one restart of the embedded server. */
const DATABASE_RETRY_SECONDS = 5;

export function databaseUnavailable(): ServiceUnavailable {
  return new ServiceUnavailable(
    'The database is unavailable right now: please try again in a few seconds',
    DATABASE_RETRY_SECONDS,
  );
}
