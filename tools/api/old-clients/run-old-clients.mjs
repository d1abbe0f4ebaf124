// Runs the previous release's clients (release-clients.mjs) against this release's server: each problem is
// one line naming the client, its file and what broke; the counts say what passed.
import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Kind, buildSchema, parse, validate } from 'graphql';
import {
  currentEmbedMessages,
  documentedCurls,
  embedReader,
  graphiqlExample,
  webDocuments,
} from './release-clients.mjs';
import { sampleVariables } from './sample-variables.mjs';

const run = promisify(execFile);
/** What an operation sent with made-up ids or values may meet without anything being broken. */
const BUSINESS_REFUSALS = new Set(['NOT_FOUND']);

async function runOperations(documents, { base, key, oldSchema, newSchema }) {
  const problems = [];
  let passed = 0;
  for (const { file, text } of documents) {
    const document = parse(text);
    // Checked first without running: the names a changed schema no longer knows.
    const invalid = validate(newSchema, document);
    if (invalid.length > 0) {
      problems.push(...invalid.map((error) => `${file}: ${error.message}`));
      continue;
    }
    const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    for (const operation of operations) {
      const name = operation.name?.value ?? 'anonymous';
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({
          query: text,
          operationName: operation.name?.value,
          variables: sampleVariables(operation, oldSchema),
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const answer = await response.json().catch(() => ({}));
      const errors = (answer.errors ?? []).filter((error) => !BUSINESS_REFUSALS.has(error.extensions?.code));
      if (response.status !== 200 || errors.length > 0)
        problems.push(
          `${file} ${name}: ${response.status} ${errors[0]?.message ?? JSON.stringify(answer).slice(0, 200)}`,
        );
      else passed += 1;
    }
  }
  return { passed, problems };
}

async function runCurls(calls, { base, key, dir }) {
  const problems = [];
  const cwd = join(dir, 'curl');
  await mkdir(cwd, { recursive: true });
  for (const { file, command } of calls) {
    // The docs' address and key placeholder become this server's; --fail turns any 4xx or 5xx into a failure.
    const line = command
      .replace(/^curl\s/, 'curl --fail -sS -o /dev/null ')
      .replace(/(https?:\/\/)?localhost:3000/g, base);
    try {
      await run('sh', ['-c', line], { cwd, env: { ...process.env, TASTETYPE_KEY: key }, timeout: 15_000 });
    } catch (error) {
      problems.push(`${file}: ${command}: ${(error.stderr || error.message).trim()}`);
    }
  }
  return { passed: calls.length - problems.length, problems };
}

async function runEmbed(commit, dir) {
  const read = await embedReader(commit, dir);
  const messages = currentEmbedMessages();
  const problems = messages
    .filter((message) => read(JSON.parse(JSON.stringify(message))) === undefined)
    .map((message) => `its embed script ignores this release's ${JSON.stringify(message)}`);
  return { passed: messages.length - problems.length, problems };
}

/** Every old client against `base`; resolves to rows for the report and the problems found. */
export async function runOldClients(release, { base, key, dir, oldSdl, newSdl }) {
  const schemas = { oldSchema: buildSchema(oldSdl), newSchema: buildSchema(newSdl) };
  const web = webDocuments(release.commit);
  const results = {
    [`web app's GraphQL documents (${web.length} files)`]: await runOperations(web, { base, key, ...schemas }),
    'GraphiQL example': await runOperations([await graphiqlExample(release.commit, dir)], { base, key, ...schemas }),
    "docs' curl calls": await runCurls(documentedCurls(release.commit), { base, key, dir }),
    'embed messages read by its embed script': await runEmbed(release.commit, dir),
  };
  const rows = Object.entries(results).map(([what, { passed, problems }]) => [
    what,
    `${passed} passed${problems.length ? `, ${problems.length} failed` : ''}`,
  ]);
  const problems = Object.entries(results).flatMap(([what, result]) => result.problems.map((p) => `${what}: ${p}`));
  return { rows, problems };
}
