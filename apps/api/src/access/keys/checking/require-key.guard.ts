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
import type { FastifyRequest } from 'fastify';
import type { GraphQLResolveInfo } from 'graphql';
import { KeyAccess } from './key-access';
import type { KeyScope } from '../key-scopes';

const SCOPE = 'tastetype:key-scope';

/** What the trail calls an operation: the GraphQL operation's name and the field, or the REST route. */
function operationOf(context: ExecutionContext): { req: FastifyRequest; operation: string } {
  if (context.getType<GqlContextType>() === 'graphql') {
    const gql = GqlExecutionContext.create(context);
    const info = gql.getInfo<GraphQLResolveInfo>();
    const name = info.operation.name?.value ?? '(anonymous)';
    return { req: gql.getContext<{ req: FastifyRequest }>().req, operation: `graphql ${name}.${info.fieldName}` };
  }
  const req = context.switchToHttp().getRequest<FastifyRequest>();
  return { req, operation: `${req.method} ${req.routeOptions.url ?? req.url}` };
}

@Injectable()
export class KeyGuard implements CanActivate {
  constructor(
    private readonly access: KeyAccess,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const scope = this.reflector.get<KeyScope | null>(SCOPE, context.getHandler());
    const { req, operation } = operationOf(context);
    await this.access.authorize(req, operation, scope ?? undefined);
    return true;
  }
}

/** Lets a REST route or GraphQL field through only with a valid key holding `scope` (any valid key when none). */
export const RequireKey = (scope?: KeyScope) => applyDecorators(SetMetadata(SCOPE, scope ?? null), UseGuards(KeyGuard));
