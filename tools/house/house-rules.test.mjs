// The house rules of issue 35, checked in `npm test` so they cannot slip back (issue 45, item 16).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { folderEntries, isList, isTest, readText, trackedFiles } from './house-files.mjs';

const files = trackedFiles();
const code = files.filter((path) => /\.(ts|tsx|mjs|cjs|js)$/.test(path));
const TIME_HOME = 'libs/quiz-domain/src/lib/time.ts';
const MAX_ENTRIES = 12;
const MAX_LINES = 200;

test('time constants are defined once, in the domain lib', () => {
  const again = code
    .filter((path) => path !== TIME_HOME)
    .filter((path) => /\b(?:const|let|var)\s+(?:WEEK|DAY|HOUR|MINUTE|SECOND)_MS\s*=/.test(readText(path)));
  assert.deepEqual(again, [], `import DAY_MS, HOUR_MS, MINUTE_MS from @tastetype/quiz-domain (${TIME_HOME})`);
});

test(`no folder holds more than ${MAX_ENTRIES} entries at its top level, tests beside their code not counted`, () => {
  const crowded = [...folderEntries(files)]
    .filter(([folder, entries]) => !isList(folder) && entries.size > MAX_ENTRIES)
    .map(([folder, entries]) => `${folder} (${entries.size})`);
  assert.deepEqual(crowded, [], 'group these folders’ files into rooms that say what they hold');
});

test(`no production file or tool is over ${MAX_LINES} lines`, () => {
  const long = code
    .filter((path) => !isTest(path) && !isList(path))
    .map((path) => ({ path, lines: readText(path).split('\n').length }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ path, lines }) => `${path} (${lines})`);
  assert.deepEqual(long, [], 'split these files by what each part does');
});

// The rules must be able to fail: each finds what it is meant to find.
test('the rules see a crowded folder, a test beside its code and a list', () => {
  const paths = Array.from({ length: 13 }, (_, i) => `apps/api/src/room/file-${i}.ts`);
  assert.equal(folderEntries(paths).get('apps/api/src/room').size, 13);
  assert.equal(folderEntries([...paths.slice(0, 12), 'apps/api/src/room/a.spec.ts']).get('apps/api/src/room').size, 12);
  assert.equal(isList('apps/api/src/platform/database/migrations'), true);
  assert.equal(isTest('apps/api/test/helpers/keys.ts'), true);
});
