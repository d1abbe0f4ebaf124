import { HttpException } from '@nestjs/common';
import { isDatabaseUnavailable } from './database-unavailable';
import {
  BadRequest,
  databaseUnavailable,
  Forbidden,
  HeadersTooLarge,
  NotFound,
  PayloadTooLarge,
  Refusal,
  RequestTimeout,
  Unauthorized,
  UnsupportedMediaType,
} from './refusals';

const BY_STATUS: Partial<Record<number, new (message: string) => Refusal>> = {
  400: BadRequest,
  401: Unauthorized,
  403: Forbidden,
  404: NotFound,
  408: RequestTimeout,
  413: PayloadTooLarge,
  415: UnsupportedMediaType,
  431: HeadersTooLarge,
};

/** The 4xx status of what Fastify or Nest raised by itself (a body too large, bad JSON, an unknown route). */
function clientStatusOf(error: unknown): number | undefined {
  const status =
    error instanceof HttpException
      ? error.getStatus()
      : error instanceof Error && (error as Error & { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/**
 * What a thrown error means to the client: our own refusals as they are, Fastify's and Nest's 4xx in the
 * same words, 503 while the database is away; undefined for a fault of the server's own (a 500).
 */
export function refusalOf(error: unknown): Refusal | undefined {
  if (error instanceof Refusal) return error;
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  const status = clientStatusOf(error);
  if (status === undefined) return undefined;
  const Kind = BY_STATUS[status] ?? BadRequest;
  return new Kind((error as Error).message);
}
