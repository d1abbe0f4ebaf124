import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { type DynamicModule, Module } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AcquisitionModule } from '../insights/acquisition/acquisition.module';
import { WebVitalsInsightsModule } from '../insights/web-vitals/web-vitals.module';
import { AnalyticsModule } from '../insights/analytics/analytics.module';
import { BackupsModule } from '../operations/backups/backups.module';
import { formatGraphQLError } from '../platform/refusals/format-graphql-error';
import { AppConfig } from '../platform/config/app-config';
import { AppConfigModule } from '../platform/config/app-config.module';
import { DatabaseModule } from '../platform/database/database.module';
import { DeprecationModule } from '../platform/deprecation/deprecation.module';
import { EventsModule } from '../quiz/events/events.module';
import { graphqlLimits } from '../platform/graphql/graphql-limits';
import { SCALARS_MAP } from '../platform/graphql/strict-date-time.scalar';
import { MetricsEndpointModule } from '../operations/metrics/metrics-endpoint.module';
import { HealthModule } from '../operations/health/health.module';
import { KeysModule } from '../access/keys/keys.module';
import { SignInModule } from '../access/sign-in/sign-in.module';
import { LimitsModule } from '../platform/limits/limits.module';
import { MetricsModule } from '../platform/observability/metrics.module';
import { traceRootFields } from '../platform/observability/graphql-operation-spans';
import { TRACING } from '../platform/observability/tracing';
import { PersonalitiesModule } from '../quiz/personalities/personalities.module';
import { ResultsModule } from '../quiz/results/results.module';
import { WebhooksModule } from '../insights/webhooks/webhooks.module';

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
        DeprecationModule,
        LimitsModule,
        KeysModule,
        SignInModule,
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
          // Only with traces on: off, no resolver is wrapped.
          ...(TRACING && { transformSchema: traceRootFields }),
        }),
        PersonalitiesModule,
        ResultsModule,
        EventsModule,
        AnalyticsModule,
        AcquisitionModule,
        WebVitalsInsightsModule,
        HealthModule,
        MetricsEndpointModule,
        BackupsModule,
        WebhooksModule,
      ],
    };
  }
}
