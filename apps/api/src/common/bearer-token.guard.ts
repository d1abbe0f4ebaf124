import { type CanActivate, type ExecutionContext, Injectable, type Type } from '@nestjs/common';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../config/app-config';
import { Forbidden, Unauthorized } from '../refusals/refusals';
import { BearerToken } from './bearer-token';

/**
 * A guard that lets a request through only with `Authorization: Bearer <config[setting]>`, for REST and
 * GraphQL alike: 403 while the setting is unset, 401 otherwise.
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
      if (!this.token.isSet) throw new Forbidden(`${subject} are disabled: ${setting} is not set on this server`);
      const req =
        context.getType<GqlContextType>() === 'graphql'
          ? GqlExecutionContext.create(context).getContext<{ req: FastifyRequest }>().req
          : context.switchToHttp().getRequest<FastifyRequest>();
      if (this.token.matches(req.headers.authorization)) return true;
      throw new Unauthorized(`${subject} need the header Authorization: Bearer <${setting}>`);
    }
  }
  return TokenGuard;
}
