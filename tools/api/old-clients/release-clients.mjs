// The previous release's own clients, read from its commit: the web app's GraphQL documents, the GraphiQL example,
// the curl calls its docs show, and the embed script's message reader. They run against this release's server.
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { domain } from '../../common/domain.mjs';
import { WORKSPACE } from '../../upgrade/previous-release.mjs';

const require = createRequire(import.meta.url);
const git = (args) => execFileSync('git', args, { cwd: WORKSPACE, encoding: 'utf8', maxBuffer: 1 << 26 });
const filesAt = (commit, under) =>
  git(['ls-tree', '-r', '--name-only', commit, '--', under]).split('\n').filter(Boolean);
export const fileAt = (commit, path) => git(['show', `${commit}:${path}`]);

/** Every `.graphql` document of the release's web app: { file, text }. */
export const webDocuments = (commit) =>
  filesAt(commit, 'apps/web/src')
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => ({ file, text: fileAt(commit, file) }));

/** Copies the release's `files` (TypeScript) into `dir` and loads `main` of them, compiled as the tools load ours. */
async function loadAt(commit, dir, files, main, rewrite = (text) => text) {
  await mkdir(dir, { recursive: true });
  for (const file of files) await writeFile(join(dir, file.split('/').at(-1)), rewrite(fileAt(commit, file)));
  return require(join(dir, main.split('/').at(-1)));
}

/** The query the release's GraphiQL opened with (apps/graphiql/src/example-query.ts), for last week. */
export async function graphiqlExample(commit, dir) {
  const time = join(WORKSPACE, 'libs/quiz-domain/src/lib/time.ts');
  const file = 'apps/graphiql/src/example-query.ts';
  const loaded = await loadAt(commit, join(dir, 'graphiql'), [file], file, (text) =>
    text.replace(/from '@tastetype\/quiz-domain'/, `from ${JSON.stringify(time)}`),
  );
  return { file, text: loaded.exampleQuery() };
}

/** The release's own reader of embed messages (the one its embed.js ran), to read what this release's frame sends. */
export async function embedReader(commit, dir) {
  const lib = 'libs/quiz-domain/src/lib';
  const files = [`${lib}/embed-protocol.ts`, `${lib}/personalities.ts`];
  return (await loadAt(commit, join(dir, 'embed'), files, files[0])).readEmbedMessage;
}

/** One message of each type this release's frame sends, as its own `embedMessage` writes it, at its fields' bounds. */
export function currentEmbedMessages() {
  const value = (shape, low) =>
    shape.enum
      ? shape.enum[low ? 0 : shape.enum.length - 1]
      : shape.type === 'integer'
        ? low
          ? shape.minimum
          : shape.maximum
        : 'x'.repeat(low ? shape.minLength : shape.maxLength);
  return Object.entries(domain.embedMessageSchemas()).flatMap(([type, schema]) => {
    const fields = Object.entries(schema.properties).filter(([name]) => !['source', 'version', 'type'].includes(name));
    return [true, false].map((low) =>
      domain.embedMessage({ type, ...Object.fromEntries(fields.map(([name, shape]) => [name, value(shape, low)])) }),
    );
  });
}

/** The shell lines of a Markdown text's fenced blocks (sh, bash, shell or none), fences paired line by line. */
function shellLines(text) {
  const lines = [];
  let fence;
  for (const line of text.split('\n')) {
    const marker = /^(\s*)(```|~~~)\s*(\w*)/.exec(line);
    if (marker && !fence) fence = { shell: ['', 'sh', 'bash', 'shell'].includes(marker[3]) };
    else if (marker && fence) fence = undefined;
    else if (fence?.shell) lines.push(line.trim());
  }
  return lines;
}

/** The `curl` calls of the release's README and docs, a continued line joined: { file, command }. */
export function documentedCurls(commit) {
  const files = ['README.md', ...filesAt(commit, 'docs').filter((file) => file.endsWith('.md'))];
  return files.flatMap((file) => {
    const text = fileAt(commit, file).replace(/\\\n\s*/g, ' ');
    const inBlocks = shellLines(text).filter((line) => /^curl\s/.test(line));
    const inline = [...text.matchAll(/`(curl [^`]+)`/g)].map(([, command]) => command);
    return [...inBlocks, ...inline].map((command) => ({ file, command: command.trim() }));
  });
}
