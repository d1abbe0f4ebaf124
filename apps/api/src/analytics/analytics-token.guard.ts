import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { FastifyRequest } from 'fastify';
import { BearerToken } from '../common/bearer-token';
import { AppConfig } from '../config/app-config';

/** Lets an analytics query through only with `Authorization: Bearer <ANALYTICS_TOKEN>`. */
@Injectable()
export class AnalyticsTokenGuard implements CanActivate {
  private readonly token: BearerToken;

  constructor(config: AppConfig) {
    this.token = new BearerToken(config.ANALYTICS_TOKEN);
  }

  canActivate(context: ExecutionContext): boolean {
    if (!this.token.isSet)
      throw new ForbiddenException('Analytics are disabled: ANALYTICS_TOKEN is not set on this server');
    const { req } = GqlExecutionContext.create(context).getContext<{
      req: FastifyRequest;
    }>();
    if (!this.token.matches(req.headers.authorization)) {
      throw new UnauthorizedException('Analytics need the header Authorization: Bearer <ANALYTICS_TOKEN>');
    }
    return true;
  }
}
