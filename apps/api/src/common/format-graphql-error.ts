import { unwrapResolverError } from '@apollo/server/errors';
import { HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { GraphQLFormattedError } from 'graphql';

const CODE_BY_STATUS: Partial<Record<number, string>> = {
  [HttpStatus.BAD_REQUEST]: 'BAD_USER_INPUT',
  [HttpStatus.UNAUTHORIZED]: 'UNAUTHENTICATED',
  [HttpStatus.FORBIDDEN]: 'FORBIDDEN',
  [HttpStatus.NOT_FOUND]: 'NOT_FOUND',
  [HttpStatus.TOO_MANY_REQUESTS]: 'RATE_LIMITED',
  [HttpStatus.SERVICE_UNAVAILABLE]: 'SERVICE_UNAVAILABLE',
};

const logger = new Logger('GraphQL');

/** Same words as REST, an Apollo-style code, and nothing internal leaked. */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const { locations, path } = formatted;
  if (original instanceof HttpException) {
    const code = CODE_BY_STATUS[original.getStatus()] ?? 'INTERNAL_SERVER_ERROR';
    return { message: original.message, locations, path, extensions: { code } };
  }
  if (formatted.extensions?.['code'] === 'INTERNAL_SERVER_ERROR') {
    logger.error(original instanceof Error ? (original.stack ?? original.message) : String(original));
    return { message: 'Internal server error', locations, path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  return formatted;
}
