import type { ApolloServerPlugin, GraphQLRequestListener, GraphQLServerContext } from '@apollo/server';
import { Plugin } from '@nestjs/apollo';
import type { FastifyRequest } from 'fastify';
import type { OperationDefinitionNode } from 'graphql';
import { deprecatedUses, hasDeprecations } from './deprecated-uses';
import { DeprecationUses } from './deprecation-uses';

interface Context {
  req: FastifyRequest;
}

/**
 * Counts the deprecated fields, arguments and values each operation selects. They are found once per parsed
 * operation (Apollo keeps parsed documents, so a repeated query is the same node): a request pays a WeakMap lookup.
 */
@Plugin()
export class DeprecationPlugin implements ApolloServerPlugin<Context> {
  private watching = false;
  private readonly found = new WeakMap<OperationDefinitionNode, readonly string[]>();
  private readonly listener: GraphQLRequestListener<Context> = {
    willSendResponse: async ({ schema, document, operation, contextValue }) => {
      if (!document || !operation) return;
      let uses = this.found.get(operation);
      if (!uses) this.found.set(operation, (uses = deprecatedUses(schema, document, operation)));
      if (uses.length === 0) return;
      // After execution, so the key a guard read is known.
      const key = await this.uses.holderOf(contextValue.req);
      for (const what of uses) this.uses.count(what, key);
    },
  };

  constructor(private readonly uses: DeprecationUses) {}

  async serverWillStart({ schema }: GraphQLServerContext): Promise<void> {
    this.watching = hasDeprecations(schema);
  }

  // Without deprecations in the schema, requests get no listener at all.
  async requestDidStart(): Promise<GraphQLRequestListener<Context> | void> {
    return this.watching ? this.listener : undefined;
  }
}
