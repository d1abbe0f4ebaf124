import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BearerToken } from '../common/bearer-token';
import { AppConfig } from '../config/app-config';

/** Lets an analytics query or download through only with `Authorization: Bearer <ANALYTICS_TOKEN>`. */
@Injectable()
export class AnalyticsTokenGuard implements CanActivate {
  private readonly token: BearerToken;

  constructor(config: AppConfig) {
    this.token = new BearerToken(config.ANALYTICS_TOKEN);
  }

  canActivate(context: ExecutionContext): boolean {
    if (!this.token.isSet)
      throw new ForbiddenException('Analytics are disabled: ANALYTICS_TOKEN is not set on this server');
    const isGraphql = context.getType<GqlContextType>() === 'graphql';
    const req = isGraphql
      ? GqlExecutionContext.create(context).getContext<{ req: FastifyRequest }>().req
      : context.switchToHttp().getRequest<FastifyRequest>();
    if (!this.token.matches(req.headers.authorization)) {
      // Every HTTP 401 names its scheme; GraphQL carries the refusal as an error code instead.
      if (!isGraphql) context.switchToHttp().getResponse<FastifyReply>().header('www-authenticate', 'Bearer');
      throw new UnauthorizedException('Analytics need the header Authorization: Bearer <ANALYTICS_TOKEN>');
    }
    return true;
  }
}
