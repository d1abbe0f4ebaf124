// The rules of npm run api:check on scratch changes of each surface, from the committed contracts of this tree: a
// renamed field is breaking and named, an added one is safe, and the CHANGELOG allows a break only in a major.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { WORKSPACE } from '../upgrade/previous-release.mjs';
import { apiSection, unallowedBreaks, withSection } from './changelog.mjs';
import { CONTRACT_FILES } from './contracts.mjs';
import { checkDeprecations } from './changes/deprecations.mjs';
import { embedChanges } from './changes/embed-changes.mjs';
import { graphqlChanges } from './changes/graphql-changes.mjs';
import { openApiChanges } from './changes/openapi-changes.mjs';

const read = (name) => readFileSync(join(WORKSPACE, CONTRACT_FILES[name]), 'utf8');
const copy = (value) => JSON.parse(JSON.stringify(value));
const breaking = (changes) => changes.filter((change) => change.level === 'BREAKING').map((c) => c.where);
const rename = (object, from, to) => {
  object[to] = object[from];
  delete object[from];
};

test('GraphQL: a renamed field breaks, naming it; an added one is safe', async () => {
  const sdl = read('graphql');
  const renamed = sdl.replace(/(type PersonalityResult \{[\s\S]*?)\bshared: Boolean!/, '$1isShared: Boolean!');
  assert.notEqual(renamed, sdl);
  const changes = await graphqlChanges(sdl, renamed);
  assert.deepEqual(breaking(changes), ['PersonalityResult.shared']);
  assert.equal(changes.find((c) => c.where === 'PersonalityResult.isShared').level, 'NON_BREAKING');
});

test('REST: a renamed answer property or a newly required input breaks, naming the call', () => {
  const before = JSON.parse(read('openapi'));
  const after = copy(before);
  const result = after.components.schemas.PersonalityResult;
  rename(result.properties, 'shared', 'isShared');
  result.required = result.required.map((name) => (name === 'shared' ? 'isShared' : name));
  const found = breaking(openApiChanges(before, after));
  assert.ok(found.includes('PUT /api/personality-results/{id}/share 200.shared'), found.join('\n'));
  assert.ok(found.includes('POST /api/personality-results 201.shared'), found.join('\n'));

  const input = copy(before);
  input.components.schemas.SavePersonalityResultInput.required.push('clientId');
  assert.deepEqual(breaking(openApiChanges(before, input)), ['POST /api/personality-results body.clientId']);
});

test('REST: a removed call or a narrowed enum breaks; a new call is safe', () => {
  const before = JSON.parse(read('openapi'));
  const after = copy(before);
  delete after.paths['/api/personalities'];
  after.paths['/api/new'] = before.paths['/api/personalities'];
  const changes = openApiChanges(before, after);
  assert.deepEqual(breaking(changes), ['GET /api/personalities']);
  assert.equal(changes.find((c) => c.where === 'GET /api/new').level, 'NON_BREAKING');

  const narrowed = copy(before);
  narrowed.components.schemas.PersonalityKey.enum = ['comfort', 'healthy'];
  const found = breaking(openApiChanges(before, narrowed));
  assert.ok(found.includes('POST /api/personality-results body.personality'), found.join('\n'));
});

test('webhooks: a renamed payload field breaks, naming the event', () => {
  const before = JSON.parse(read('openapi'));
  const after = copy(before);
  const schema = after.webhooks['result.created'].post.requestBody.content['application/json'].schema;
  rename(schema.properties.data.oneOf[0].properties, 'personality', 'kind');
  const found = breaking(openApiChanges(before, after));
  assert.deepEqual(found, ['result.created.data(1).personality']);
});

test('embed: a renamed message field, a removed message or a new version breaks', () => {
  const before = JSON.parse(read('embed'));
  const renamed = copy(before);
  rename(renamed.resize.properties, 'height', 'px');
  renamed.resize.required = ['source', 'version', 'type', 'px'];
  assert.deepEqual(breaking(embedChanges(before, renamed)), ['resize.height']);
  assert.equal(embedChanges(before, renamed).find((c) => c.where === 'resize.px').level, 'DANGEROUS');

  const fewer = copy(before);
  delete fewer.share;
  assert.deepEqual(breaking(embedChanges(before, fewer)), ['share']);
  const next = copy(before);
  for (const message of Object.values(next)) message.properties.version.const = 2;
  assert.deepEqual(breaking(embedChanges(before, next)), ['version']);
});

test('a break is allowed only in a new major release whose entry names it', () => {
  const change = { surface: 'GraphQL', level: 'BREAKING', where: 'Funnel.views', message: 'was removed' };
  const entry = (heading, body) =>
    `# Changelog\n\n## ${heading}\n\n### Removed\n\n${body}\n\n## [1.1.0] - 2026-11-27\n`;
  assert.equal(unallowedBreaks([change], '1.1.0', entry('[Unreleased]', '- `Funnel.views`')).length, 1);
  assert.equal(unallowedBreaks([change], '1.1.0', entry('[1.2.0]', '- `Funnel.views`')).length, 1);
  assert.equal(unallowedBreaks([change], '1.1.0', entry('[2.0.0]', '- the old views')).length, 1);
  assert.equal(unallowedBreaks([change], '1.1.0', entry('[2.0.0]', '- `Funnel.views`')).length, 0);
});

test("the entry's API list is replaced in place, and added once when absent", () => {
  const text = '# Changelog\n\n## [Unreleased]\n\n### Added\n\n- x\n\n## [1.1.0] - 2026-11-27\n';
  const release = { version: '1.1.0' };
  const safe = { surface: 'REST', level: 'NON_BREAKING', where: 'GET /api/new', message: 'was added' };
  const once = withSection(text, apiSection([safe], release));
  assert.match(once, /- x\n\n### API changes[\s\S]*`GET \/api\/new`: was added[\s\S]*\n## \[1\.1\.0\]/);
  const twice = withSection(once, apiSection([], release));
  assert.equal(twice.match(/### API changes/g).length, 1);
  assert.doesNotMatch(twice, /GET \/api\/new/);
});

test('a deprecation names its removal in a major release, and fails once that release comes', () => {
  const sdl = 'type Query { a: Int @deprecated(reason: "Use b. Removed in 2.0.0."), b: Int, c: Int @deprecated }';
  const { listed, problems } = checkDeprecations(sdl, {}, '1.2.0');
  assert.deepEqual(listed, [['Query.a', '2.0.0']]);
  assert.match(problems.join('\n'), /Query\.c is deprecated without "Removed in/);
  assert.match(checkDeprecations(sdl, {}, '2.0.0').problems.join('\n'), /Query\.a was to be removed in 2\.0\.0/);
});
