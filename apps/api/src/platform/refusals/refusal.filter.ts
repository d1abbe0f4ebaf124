import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { GqlContextType } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refusalOf } from './refusal-of';
import { MethodNotAllowed, NotFound, type Refusal } from './refusals';
import { sendRefusal, toGraphQLError } from './send-refusal';

const SERVER_FAULT = { statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' };

/**
 * Every error thrown while a request is answered, in REST, GraphQL and Fastify's hooks, ends here: a
 * refusal is written in the shared shape, anything else is logged and answered 500 without its details.
 */
@Catch()
export class RefusalFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): unknown {
    const refusal = refusalOf(exception);
    // GraphQL errors are then shaped by formatGraphQLError, which logs faults.
    if (host.getType<GqlContextType>() === 'graphql') return refusal ? toGraphQLError(refusal) : exception;
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (refusal) return sendRefusal(reply, withAllowedMethods(refusal, request));
    // The readiness probe's 503 carries its report of each check (Terminus), which is not a refusal.
    if (exception instanceof HttpException) return reply.code(exception.getStatus()).send(exception.getResponse());
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    return reply.code(500).send(SERVER_FAULT);
  }
}

/** A wrong method on a known path is a 405 naming what is allowed, not a misleading 404. */
function withAllowedMethods(refusal: Refusal, request: FastifyRequest): Refusal {
  if (!(refusal instanceof NotFound) || !request.is404) return refusal;
  const allowed = request.server.allowedMethods(request.url.split('?')[0]);
  return allowed.length > 0 ? new MethodNotAllowed(request.method, allowed) : refusal;
}
