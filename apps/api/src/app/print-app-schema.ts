import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaBuilderModule, GraphQLSchemaFactory } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { AcquisitionResolver } from '../insights/acquisition/acquisition.resolver';
import { WebVitalsResolver } from '../insights/web-vitals/web-vitals.resolver';
import { AnalyticsResolver } from '../insights/analytics/analytics.resolver';
import { DataRetentionResolver } from '../insights/analytics/data-retention.resolver';
import { FunnelResolver } from '../insights/analytics/funnel.resolver';
import { SCALARS_MAP } from '../platform/graphql/strict-date-time.scalar';
import { KeysResolver } from '../access/keys/graphql/keys.resolver';
import { WebhooksResolver } from '../insights/webhooks/graphql/webhooks.resolver';
import { PersonalitiesResolver } from '../quiz/personalities/personalities.resolver';
import { ResultsResolver } from '../quiz/results/results.resolver';

export const SCHEMA_FILE_HEADER = '# Generated from the resolvers by `npx nx run api:schema`; do not edit by hand.\n\n';

/** Every resolver of the app; the schema test fails if one is missing here. */
const RESOLVERS = [
  PersonalitiesResolver,
  ResultsResolver,
  AnalyticsResolver,
  FunnelResolver,
  AcquisitionResolver,
  WebVitalsResolver,
  DataRetentionResolver,
  KeysResolver,
  WebhooksResolver,
];

export async function printAppSchema(): Promise<string> {
  const app = await NestFactory.createApplicationContext(GraphQLSchemaBuilderModule, { logger: false });
  try {
    await app.init();
    const schema = await app.get(GraphQLSchemaFactory).create(RESOLVERS, { scalarsMap: SCALARS_MAP });
    return `${printSchema(lexicographicSortSchema(schema))}\n`;
  } finally {
    await app.close();
  }
}
