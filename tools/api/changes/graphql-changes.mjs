// What changed between two GraphQL schemas (SDL), as GraphQL Inspector judges it: its `path` names the coordinate.
import { diff } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

/**
 * Every change from `before` to `after`, each { surface, level, where, message }. Descriptions and directive usages
 * are left out (they never break a client; a deprecation has a change of its own), and so are the members of a type
 * or field that is new as a whole.
 */
export async function graphqlChanges(before, after) {
  const changes = (await diff(buildSchema(before), buildSchema(after))).filter(
    (change) => !change.type.includes('DESCRIPTION') && !change.type.startsWith('DIRECTIVE_USAGE'),
  );
  const newTypes = new Set(changes.filter((change) => change.type === 'TYPE_ADDED').map((change) => change.path));
  const ofNewType = (change) => change.type !== 'TYPE_ADDED' && newTypes.has(change.path?.split('.')[0]);
  return changes
    .filter((change) => !ofNewType(change))
    .map((change) => ({
      surface: 'GraphQL',
      // A new deprecation breaks nothing yet, but every client of it must move: it is listed as dangerous.
      level: change.type.endsWith('DEPRECATION_ADDED') ? 'DANGEROUS' : change.criticality.level,
      where: change.path ?? change.type,
      message: change.message,
    }));
}
