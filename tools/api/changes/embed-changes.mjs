// What changed in the embed protocol's messages (libs/quiz-domain/embed-protocol.json), as a publisher's page
// reading them sees it: each message type is what it receives.
import { BREAKING, SAFE, schemaChanges } from './schema-changes.mjs';

const versionOf = (messages) => Object.values(messages)[0]?.properties?.version?.const;

/** Every change from `before` to `after` ({ type: JSON Schema }), each { surface, level, where, message }. */
export function embedChanges(before, after) {
  const changes = [];
  if (versionOf(before) !== versionOf(after))
    // The host script and publishers' own listeners drop every message of another version.
    changes.push({ level: BREAKING, where: 'version', message: `is ${versionOf(after)}, not ${versionOf(before)}` });
  for (const [type, schema] of Object.entries(before)) {
    if (!after[type]) changes.push({ level: BREAKING, where: type, message: 'is no longer sent' });
    else
      changes.push(
        ...schemaChanges(schema, after[type], { where: type, direction: 'output' }).filter(
          (change) => change.where !== `${type}.version`,
        ),
      );
  }
  for (const type of Object.keys(after).filter((type) => !before[type]))
    changes.push({ level: SAFE, where: type, message: 'is a new message (readers ignore types they do not know)' });
  return changes.map((change) => ({ surface: 'embed', ...change }));
}
