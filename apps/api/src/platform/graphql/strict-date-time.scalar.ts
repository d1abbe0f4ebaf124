import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { ISO_INSTANT_RULE, parseIsoInstant } from '../common/iso-instant';

function parse(value: unknown): Date {
  const instant = parseIsoInstant(value);
  if (!instant)
    throw new GraphQLError(`DateTime ${ISO_INSTANT_RULE}; got ${String(JSON.stringify(value)).slice(0, 40)}`);
  return instant;
}

/** Nest's own DateTime takes whatever `new Date()` takes; this one refuses what is not a real instant, saying why. */
export const StrictDateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: `A date-time at UTC, such as 2026-11-01T00:00:00Z. As input it ${ISO_INSTANT_RULE}.`,
  serialize: (value) => (value instanceof Date ? value.toISOString() : parse(value).toISOString()),
  parseValue: parse,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError(`DateTime ${ISO_INSTANT_RULE}`, { nodes: [ast] });
    return parse(ast.value);
  },
});

/** How every `Date` field of the schema is typed, for the app and for the schema script alike. */
export const SCALARS_MAP = [{ type: Date, scalar: StrictDateTime }];
