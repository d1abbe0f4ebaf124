import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { type DynamicModule, Module } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AnalyticsModule } from '../analytics/analytics.module';
import { BackupsModule } from '../backups/backups.module';
import { formatGraphQLError } from '../refusals/format-graphql-error';
import { AppConfig } from '../config/app-config';
import { AppConfigModule } from '../config/app-config.module';
import { DatabaseModule } from '../database/database.module';
import { EventsModule } from '../events/events.module';
import { graphqlLimits } from '../graphql/graphql-limits';
import { SCALARS_MAP } from '../graphql/strict-date-time.scalar';
import { HealthModule } from '../health/health.module';
import { KeysModule } from '../keys/keys.module';
import { LimitsModule } from '../limits/limits.module';
import { MetricsModule } from '../observability/metrics.module';
import { PersonalitiesModule } from '../personalities/personalities.module';
import { ResultsModule } from '../results/results.module';
import { WebhooksModule } from '../webhooks/webhooks.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    const limits = graphqlLimits(config.NODE_ENV === 'production');
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        DatabaseModule,
        MetricsModule,
        LimitsModule,
        KeysModule,
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          // Built in memory; the committed apps/api/schema.gql is checked against it by a test.
          autoSchemaFile: true,
          sortSchema: true,
          buildSchemaOptions: { scalarsMap: SCALARS_MAP },
          playground: false,
          graphiql: false,
          introspection: true,
          includeStacktraceInErrorResponses: false,
          autoTransformHttpErrors: false,
          formatError: formatGraphQLError,
          // No field has cache hints: without this plugin, Apollo would time every field resolver for them.
          plugins: [...limits.plugins, ApolloServerPluginCacheControlDisabled()],
          validationRules: limits.validationRules,
          parseOptions: limits.parseOptions,
          context: (req: FastifyRequest, res: FastifyReply) => ({ req, res }),
        }),
        PersonalitiesModule,
        ResultsModule,
        EventsModule,
        AnalyticsModule,
        HealthModule,
        BackupsModule,
        WebhooksModule,
      ],
    };
  }
}
