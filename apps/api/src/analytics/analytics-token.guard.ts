import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../config/app-config';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Lets an analytics query through only with `Authorization: Bearer <ANALYTICS_TOKEN>`. */
@Injectable()
export class AnalyticsTokenGuard implements CanActivate {
  private readonly expected?: Buffer;

  constructor(config: AppConfig) {
    this.expected = config.ANALYTICS_TOKEN ? digest(config.ANALYTICS_TOKEN) : undefined;
  }

  canActivate(context: ExecutionContext): boolean {
    if (!this.expected) throw new ForbiddenException('Analytics are disabled: ANALYTICS_TOKEN is not set on this server');
    const { req } = GqlExecutionContext.create(context).getContext<{ req: FastifyRequest }>();
    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    // Hashing first gives equal lengths, so the comparison takes the same time for any wrong token.
    if (scheme !== 'Bearer' || !token || !timingSafeEqual(digest(token), this.expected)) {
      throw new UnauthorizedException('Analytics need the header Authorization: Bearer <ANALYTICS_TOKEN>');
    }
    return true;
  }
}
