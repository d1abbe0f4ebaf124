// What changed between two OpenAPI 3.1 documents, for the clients of the REST calls and the webhook receivers: no
// kept diff tool installs here (oasdiff is a Go binary), so these are the rules the issue names, over the JSON.
import { BREAKING, DANGEROUS, SAFE, resolve, schemaChanges } from './schema-changes.mjs';

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options'];
const succeeds = (status) => /^2/.test(status);

function parameterChanges(a, b, name, roots) {
  const keyed = (operation, root) =>
    new Map(
      (operation.parameters ?? []).map((parameter) => {
        const resolved = resolve(parameter, root);
        return [`${resolved.in} ${resolved.name}`, resolved];
      }),
    );
  const [before, after] = [keyed(a, roots[0]), keyed(b, roots[1])];
  const changes = [];
  for (const [key, old] of before) {
    const where = `${name} ${key}`;
    const now = after.get(key);
    if (!now) changes.push({ level: BREAKING, where, message: 'is no longer taken' });
    else {
      if (!old.required && now.required) changes.push({ level: BREAKING, where, message: 'is required now' });
      changes.push(...schemaChanges(old.schema ?? {}, now.schema ?? {}, { where, direction: 'input', roots }));
    }
  }
  for (const [key, now] of after)
    if (!before.has(key))
      changes.push({
        level: now.required ? BREAKING : SAFE,
        where: `${name} ${key}`,
        message: now.required ? 'is a new required parameter' : 'was added',
      });
  // One change seen through two media types (JSON and text/plain events) is listed once.
  const seen = new Set();
  return changes.filter((change) => {
    const key = `${change.surface} ${change.level} ${change.where} ${change.message}`;
    return !seen.has(key) && seen.add(key);
  });
}

function bodyChanges(a, b, where, { direction, roots }) {
  const changes = [];
  const [oldContent, newContent] = [resolve(a, roots[0])?.content ?? {}, resolve(b, roots[1])?.content ?? {}];
  for (const [media, { schema }] of Object.entries(oldContent)) {
    if (!newContent[media])
      changes.push({
        level: BREAKING,
        where,
        message: `no longer ${direction === 'input' ? 'takes' : 'gives'} ${media}`,
      });
    else changes.push(...schemaChanges(schema ?? {}, newContent[media].schema ?? {}, { where, direction, roots }));
  }
  for (const media of Object.keys(newContent).filter((media) => !oldContent[media]))
    changes.push({ level: SAFE, where, message: `now also ${direction === 'input' ? 'takes' : 'gives'} ${media}` });
  // One change seen through two media types (JSON and text/plain events) is listed once.
  const seen = new Set();
  return changes.filter((change) => {
    const key = `${change.surface} ${change.level} ${change.where} ${change.message}`;
    return !seen.has(key) && seen.add(key);
  });
}

function operationChanges(a, b, name, roots) {
  const changes = parameterChanges(a, b, name, roots);
  if (!a.deprecated && b.deprecated) changes.push({ level: DANGEROUS, where: name, message: 'is deprecated now' });
  if (a.requestBody || b.requestBody) {
    if (!a.requestBody?.required && b.requestBody?.required)
      changes.push({ level: BREAKING, where: `${name} body`, message: 'is required now' });
    changes.push(
      ...bodyChanges(a.requestBody ?? {}, b.requestBody ?? {}, `${name} body`, { direction: 'input', roots }),
    );
  }
  for (const [status, answer] of Object.entries(a.responses ?? {})) {
    const where = `${name} ${status}`;
    const now = b.responses?.[status];
    if (!now) {
      changes.push({ level: succeeds(status) ? BREAKING : SAFE, where, message: 'is no longer answered' });
      continue;
    }
    changes.push(...bodyChanges(answer, now, where, { direction: 'output', roots }));
    for (const header of Object.keys(answer.headers ?? {}).filter((header) => !now.headers?.[header]))
      changes.push({ level: BREAKING, where: `${where} ${header}`, message: 'header is no longer sent' });
  }
  for (const status of Object.keys(b.responses ?? {}).filter((status) => !a.responses?.[status]))
    changes.push({
      level: succeeds(status) ? SAFE : DANGEROUS,
      where: `${name} ${status}`,
      message: 'may be answered now',
    });
  // One change seen through two media types (JSON and text/plain events) is listed once.
  const seen = new Set();
  return changes.filter((change) => {
    const key = `${change.surface} ${change.level} ${change.where} ${change.message}`;
    return !seen.has(key) && seen.add(key);
  });
}

/** A webhook as its receiver sees it: the headers and the body it is sent may only grow. */
function webhookChanges(a, b, name, roots) {
  const headers = (operation, root) => new Set((operation.parameters ?? []).map((p) => resolve(p, root).name));
  const [before, after] = [headers(a, roots[0]), headers(b, roots[1])];
  const changes = [...before]
    .filter((header) => !after.has(header))
    .map((header) => ({ level: BREAKING, where: `${name} ${header}`, message: 'header is no longer sent' }));
  return changes.concat(bodyChanges(a.requestBody ?? {}, b.requestBody ?? {}, name, { direction: 'output', roots }));
}

/** Every change between `before` and `after`, each with its surface: `REST` for the paths, `webhooks` for those. */
export function openApiChanges(before, after) {
  const roots = [before, after];
  const changes = [];
  const operations = (document, key) =>
    Object.entries(document[key] ?? {}).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => [path, method, item[method]]),
    );
  for (const [key, surface] of [
    ['paths', 'REST'],
    ['webhooks', 'webhooks'],
  ]) {
    const label = (path, method) => (surface === 'REST' ? `${method.toUpperCase()} ${path}` : path);
    for (const [path, method, operation] of operations(before, key)) {
      const now = after[key]?.[path]?.[method];
      const where = label(path, method);
      if (!now) changes.push({ surface, level: BREAKING, where, message: 'was removed' });
      else {
        const compare = surface === 'REST' ? operationChanges : webhookChanges;
        changes.push(...compare(operation, now, where, roots).map((change) => ({ surface, ...change })));
      }
    }
    for (const [path, method] of operations(after, key))
      if (!before[key]?.[path]?.[method])
        changes.push({ surface, level: SAFE, where: label(path, method), message: 'was added' });
  }
  // One change seen through two media types (JSON and text/plain events) is listed once.
  const seen = new Set();
  return changes.filter((change) => {
    const key = `${change.surface} ${change.level} ${change.where} ${change.message}`;
    return !seen.has(key) && seen.add(key);
  });
}
