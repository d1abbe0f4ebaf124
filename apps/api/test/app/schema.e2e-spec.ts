import { GraphQLSchemaHost } from '@nestjs/graphql';
import { printSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type TestApp, createTestApp } from '../helpers/test-app';
import { SCHEMA_FILE_HEADER, printAppSchema } from '../../src/app/print-app-schema';

describe('apps/api/schema.gql', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(async () => t.close());

  const committed = readFileSync(join(__dirname, '..', '..', 'schema.gql'), 'utf8');

  it('is what the running server serves (else run `npx nx run api:schema`)', async () => {
    const served = `${printSchema(t.app.get(GraphQLSchemaHost).schema)}\n`;
    expect(SCHEMA_FILE_HEADER + served).toBe(committed);
  });

  it('is what the schema script writes', async () => {
    expect(SCHEMA_FILE_HEADER + (await printAppSchema())).toBe(committed);
  });
});
