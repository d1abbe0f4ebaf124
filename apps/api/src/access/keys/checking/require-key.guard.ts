import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLResolveInfo } from 'graphql';
import { DeprecationUses } from '../../../platform/deprecation/deprecation-uses';
import { KeyAccess } from './key-access';
import type { KeyScope } from '../key-scopes';

const SCOPE = 'tastetype:key-scope';

interface Operation {
  req: FastifyRequest;
  reply?: FastifyReply;
  /** What the trail calls it: the GraphQL operation's name and the field, or the REST route. */
  operation: string;
  /** A mutation, or a REST method other than a read. */
  changes: boolean;
}

function operationOf(context: ExecutionContext): Operation {
  if (context.getType<GqlContextType>() === 'graphql') {
    const gql = GqlExecutionContext.create(context);
    const info = gql.getInfo<GraphQLResolveInfo>();
    const name = info.operation.name?.value ?? '(anonymous)';
    const { req, res } = gql.getContext<{ req: FastifyRequest; res?: FastifyReply }>();
    return {
      req,
      reply: res,
      operation: `graphql ${name}.${info.fieldName}`,
      changes: info.operation.operation === 'mutation',
    };
  }
  const req = context.switchToHttp().getRequest<FastifyRequest>();
  const changes = !['GET', 'HEAD', 'OPTIONS'].includes(req.method);
  const reply = context.switchToHttp().getResponse<FastifyReply>();
  return { req, reply, operation: `${req.method} ${req.routeOptions.url ?? req.url}`, changes };
}

@Injectable()
export class KeyGuard implements CanActivate {
  constructor(
    private readonly access: KeyAccess,
    private readonly reflector: Reflector,
    private readonly deprecations: DeprecationUses,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    // The handler's own scope, else its class's: @RequireKey may stand on either.
    const scope = this.reflector.getAllAndOverride<KeyScope | null>(SCOPE, [context.getHandler(), context.getClass()]);
    const { req, reply, operation, changes } = operationOf(context);
    // What needs a key is someone's data, and so is its refusal: no browser or proxy keeps either.
    reply?.header('cache-control', 'no-store');
    const holder = await this.access.authorize(req, operation, scope ?? undefined, changes);
    if (holder.deprecated) this.deprecations.tokenUsed(req, reply, holder.deprecated);
    return true;
  }
}

/** Lets a REST route or GraphQL field through only with a valid key holding `scope` (any valid key when none). */
export const RequireKey = (scope?: KeyScope) => applyDecorators(SetMetadata(SCOPE, scope ?? null), UseGuards(KeyGuard));
