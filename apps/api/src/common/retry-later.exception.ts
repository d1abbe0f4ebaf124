import { HttpException, HttpStatus } from '@nestjs/common';
import { GraphQLError } from 'graphql';

const CODES = {
  [HttpStatus.TOO_MANY_REQUESTS]: 'RATE_LIMITED',
  [HttpStatus.SERVICE_UNAVAILABLE]: 'SERVICE_UNAVAILABLE',
} as const;

type RetryStatus = keyof typeof CODES;

/** A refusal the client can overcome by waiting: 429 or 503 with Retry-After, in REST and GraphQL alike. */
export class RetryLaterException extends HttpException {
  constructor(
    status: RetryStatus,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, status);
  }

  /**
   * Apollo adds `extensions.http.headers` to the response. The status stays 200, as GraphQL over HTTP
   * answers an executed operation (Nest's driver resets it), so clients read the code instead.
   */
  toGraphQLError(): GraphQLError {
    const headers = new Map([['retry-after', String(this.retryAfterSeconds)]]);
    return new GraphQLError(this.message, {
      extensions: {
        code: CODES[this.getStatus() as RetryStatus],
        http: { headers },
      },
    });
  }
}

export function tooManySaves(retryAfterSeconds: number): RetryLaterException {
  return new RetryLaterException(
    HttpStatus.TOO_MANY_REQUESTS,
    `Too many results saved from your address: try again in ${retryAfterSeconds} s`,
    retryAfterSeconds,
  );
}

/** Seconds a client should wait while the database is down: about one restart of the embedded server. */
const DATABASE_RETRY_SECONDS = 5;

export function databaseUnavailable(): RetryLaterException {
  return new RetryLaterException(
    HttpStatus.SERVICE_UNAVAILABLE,
    'The database is unavailable right now: please try again in a few seconds',
    DATABASE_RETRY_SECONDS,
  );
}
