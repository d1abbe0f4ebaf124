import { unwrapResolverError } from '@apollo/server/errors';
import { Logger } from '@nestjs/common';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { refusalOf } from './refusal-of';

const logger = new Logger('GraphQL');

/** Same words as REST, an Apollo-style code, and nothing internal leaked. */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const { locations, path } = formatted;
  const refusal = original instanceof GraphQLError ? undefined : refusalOf(original);
  if (refusal) return { message: refusal.message, locations, path, extensions: { code: refusal.graphqlCode } };
  if (formatted.extensions?.['code'] === 'INTERNAL_SERVER_ERROR' && isRefusedRequest(original)) {
    // Apollo's own refusals of a request (a bad persisted-query extension…) come without a code.
    return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
  }
  if (formatted.extensions?.['code'] === 'INTERNAL_SERVER_ERROR') {
    logger.error(original instanceof Error ? (original.stack ?? original.message) : String(original));
    return {
      message: 'Internal server error',
      locations,
      path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  }
  return formatted;
}

/** An error Apollo raised before execution with a 4xx status: the client's mistake, worth its message. */
function isRefusedRequest(error: unknown): boolean {
  const status =
    error instanceof GraphQLError ? (error.extensions['http'] as { status?: number } | undefined)?.status : undefined;
  return status !== undefined && status >= 400 && status < 500;
}
