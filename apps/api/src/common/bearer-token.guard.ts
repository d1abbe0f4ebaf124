import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  type Type,
  UnauthorizedException,
} from '@nestjs/common';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../config/app-config';
import { BearerToken } from './bearer-token';

/**
 * A guard that lets a request through only with `Authorization: Bearer <config[setting]>`, for REST and
 * GraphQL alike: 403 while the setting is unset, 401 (with `WWW-Authenticate: Bearer` over HTTP) otherwise.
 */
export function BearerTokenGuard(
  setting: 'ANALYTICS_TOKEN' | 'METRICS_TOKEN',
  subject: 'Analytics' | 'Metrics',
): Type<CanActivate> {
  @Injectable()
  class TokenGuard implements CanActivate {
    private readonly token: BearerToken;

    constructor(config: AppConfig) {
      this.token = new BearerToken(config[setting]);
    }

    canActivate(context: ExecutionContext): boolean {
      if (!this.token.isSet)
        throw new ForbiddenException(`${subject} are disabled: ${setting} is not set on this server`);
      const isGraphql = context.getType<GqlContextType>() === 'graphql';
      const req = isGraphql
        ? GqlExecutionContext.create(context).getContext<{ req: FastifyRequest }>().req
        : context.switchToHttp().getRequest<FastifyRequest>();
      if (this.token.matches(req.headers.authorization)) return true;
      // Every HTTP 401 names its scheme; GraphQL carries the refusal as an error code instead.
      if (!isGraphql) context.switchToHttp().getResponse<FastifyReply>().header('www-authenticate', 'Bearer');
      throw new UnauthorizedException(`${subject} need the header Authorization: Bearer <${setting}>`);
    }
  }
  return TokenGuard;
}
