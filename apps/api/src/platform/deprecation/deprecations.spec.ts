import { DEPRECATION_MONTHS } from '@tastetype/quiz-domain';
import { buildSchema, isEnumType, isInputObjectType, isObjectType } from 'graphql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { referenceRows } from '../config/config-reference';
import {
  DEPRECATIONS,
  type DeprecatedThing,
  deprecatedSettingPrefix,
  deprecationHeaders,
  deprecationReason,
} from './deprecations';

const entries = Object.entries(DEPRECATIONS) as [DeprecatedThing, (typeof DEPRECATIONS)[DeprecatedThing]][];
const major = (release: string) => Number(release.split('.')[0]);

/** Every deprecation the committed schema declares, as `Type.field`, `Type.field(argument)` or `Enum.VALUE`. */
function schemaDeprecations(): Map<string, string> {
  const schema = buildSchema(readFileSync(join(__dirname, '..', '..', '..', 'schema.gql'), 'utf8'));
  const found = new Map<string, string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (isObjectType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (field.deprecationReason) found.set(`${type.name}.${field.name}`, field.deprecationReason);
        for (const arg of 'args' in field ? field.args : []) {
          if (arg.deprecationReason) found.set(`${type.name}.${field.name}(${arg.name})`, arg.deprecationReason);
        }
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (value.deprecationReason) found.set(`${type.name}.${value.name}`, value.deprecationReason);
      }
    }
  }
  return found;
}

describe('the deprecations', () => {
  it.each(entries)('%s ends in a major release, at least six months after it began', (what, entry) => {
    expect(entry.what).toBe(what);
    expect(entry.removedIn).toMatch(/^\d+\.0\.0$/);
    expect(major(entry.removedIn)).toBeGreaterThan(major(entry.since));
    expect(entry.sunset).toMatch(/^\d{4}-\d\d-\d\d$/);
    if ('sinceDay' in entry) {
      const earliest = new Date(`${entry.sinceDay}T00:00:00Z`);
      earliest.setUTCMonth(earliest.getUTCMonth() + DEPRECATION_MONTHS);
      expect(Date.parse(`${entry.sunset}T00:00:00Z`)).toBeGreaterThanOrEqual(earliest.getTime());
    }
    expect(deprecationReason(what)).toMatch(/ Removed in \d+\.\d+\.\d+, not before \d{4}-\d\d-\d\d\.$/);
  });

  it('are, in the schema, exactly the GraphQL entries, each with its reason (else run `npx nx run api:schema`)', () => {
    const graphql = entries.filter(([what]) => /^[A-Z]\w*\./.test(what));
    expect(Object.fromEntries(schemaDeprecations())).toEqual(
      Object.fromEntries(graphql.map(([what]) => [what, deprecationReason(what)])),
    );
    expect(deprecationReason('Funnel.views')).toBe('Use homePageViews. Removed in 2.0.0, not before 2027-06-01.');
  });

  it('say in the configuration reference when the tokens go', () => {
    const docs = referenceRows();
    for (const what of ['ANALYTICS_TOKEN', 'METRICS_TOKEN'] as const) {
      expect(docs.find(({ name }) => name === what)?.description).toMatch(
        new RegExp(`^${deprecatedSettingPrefix(what).replace(/[().]/g, '\\$&')}`),
      );
    }
  });

  it('give the day a token was deprecated (RFC 9745) and its sunset (RFC 8594) as HTTP headers', () => {
    expect(deprecationHeaders(DEPRECATIONS.ANALYTICS_TOKEN)).toEqual({
      deprecation: '@1795651200',
      sunset: 'Tue, 01 Jun 2027 00:00:00 GMT',
    });
    // Not released yet: no day to say.
    expect(deprecationHeaders(DEPRECATIONS['Funnel.views'])).toEqual({ sunset: 'Tue, 01 Jun 2027 00:00:00 GMT' });
  });
});
