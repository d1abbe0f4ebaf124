import { type ArgumentsHost, Catch, HttpException, NotFoundException } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { GqlContextType } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { isDatabaseUnavailable } from './database-unavailable';
import { databaseUnavailable, RetryLaterException } from './retry-later.exception';

/**
 * One place for the answers Nest does not give by itself: 503 while the database is away, 429/503 with
 * Retry-After in REST and GraphQL alike, and 405 with Allow for a wrong method on a known path.
 * Everything else keeps Nest's handling (GraphQL errors are then shaped by formatGraphQLError).
 */
@Catch()
export class AppExceptionFilter extends BaseExceptionFilter {
  override catch(exception: unknown, host: ArgumentsHost): unknown {
    const retry =
      exception instanceof RetryLaterException
        ? exception
        : isDatabaseUnavailable(exception)
          ? databaseUnavailable()
          : undefined;
    if (host.getType<GqlContextType>() === 'graphql') return retry ? retry.toGraphQLError() : exception;
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (retry) {
      const status = retry.getStatus();
      const error = status === 429 ? 'Too Many Requests' : 'Service Unavailable';
      return reply
        .status(status)
        .header('retry-after', String(retry.retryAfterSeconds))
        .send({ statusCode: status, error, message: retry.message });
    }
    const clientStatus = clientErrorStatus(exception);
    if (clientStatus) {
      // Fastify's own refusals (a body too large, bad JSON, a limit): the client's mistake, not worth an error log.
      const message = (exception as Error).message;
      return reply.status(clientStatus).send({
        statusCode: clientStatus,
        error: STATUS_CODES[clientStatus],
        message,
      });
    }
    const allowed =
      exception instanceof NotFoundException && request.is404
        ? request.server.allowedMethods(request.url.split('?')[0])
        : [];
    if (allowed.length > 0) {
      const message = `${request.method} is not allowed here; use ${allowed.join(', ')}`;
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({ statusCode: 405, error: 'Method Not Allowed', message });
    }
    return super.catch(exception, host);
  }
}

/**
 * The 4xx status of Fastify's own refusals (a body too large, bad JSON, a limit), whether raised as they
 * are or already wrapped by Nest as an HttpException with a bare message.
 */
function clientErrorStatus(exception: unknown): number | undefined {
  const status =
    exception instanceof HttpException
      ? typeof exception.getResponse() === 'string' && exception.getStatus()
      : exception instanceof Error && (exception as Error & { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}
