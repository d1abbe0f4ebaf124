// What changed between two JSON Schemas of one message, judged from the client's side: what it sends (`input`:
// request bodies, parameters) may only widen; what it receives (`output`: answers, webhooks, embed messages) may
// only narrow or add. Each change is { level, where, message }, level BREAKING, DANGEROUS or NON_BREAKING.
export const BREAKING = 'BREAKING';
export const DANGEROUS = 'DANGEROUS';
export const SAFE = 'NON_BREAKING';

const typesOf = (schema) => {
  if (schema.const !== undefined) return new Set([typeof schema.const === 'number' ? 'number' : typeof schema.const]);
  const type = schema.type ?? (schema.enum ? [...new Set(schema.enum.map((value) => typeof value))] : undefined);
  if (type === undefined) return undefined; // any
  return new Set([type].flat().map((name) => (name === 'integer' ? 'number' : name)));
};
const valuesOf = (schema) => (schema.const !== undefined ? [schema.const] : schema.enum);
const missing = (from, to) => [...from].filter((value) => !to.has(value));

/** `schema` with its `$ref`s into `root`'s components followed (a chain of refs ends at 16). */
export function resolve(schema, root, hops = 0) {
  if (!schema || typeof schema !== 'object' || !schema.$ref || hops > 16) return schema;
  const target = schema.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((node, part) => node?.[part], root);
  return resolve(target ?? {}, root, hops + 1);
}

/** Changes between `before` and `after` at `where` (a dotted path), for a client that sends (`input`) or receives. */
export function schemaChanges(before, after, { where, direction, roots: [oldRoot, newRoot] = [{}, {}] }) {
  const changes = [];
  const add = (level, at, message) => changes.push({ level, where: at, message });
  const sends = direction === 'input';

  function compare(oldSchema, newSchema, at, depth) {
    const a = resolve(oldSchema, oldRoot);
    const b = resolve(newSchema, newRoot);
    // A self-referring schema ends here: no message of ours nests this deep.
    if (!a || !b || depth > 16) return;
    const next = depth + 1;

    const [oldTypes, newTypes] = [typesOf(a), typesOf(b)];
    if (oldTypes && newTypes) {
      const lost = missing(oldTypes, newTypes);
      const gained = missing(newTypes, oldTypes);
      if (sends && lost.length) add(BREAKING, at, `no longer takes ${lost.join(' or ')}`);
      if (!sends && gained.length)
        add(BREAKING, at, `may now be ${gained.join(' or ')}, not only ${[...oldTypes].join(' or ')}`);
      if (sends && gained.length) add(SAFE, at, `now also takes ${gained.join(' or ')}`);
      if (!sends && lost.length && !gained.length) add(SAFE, at, `is never ${lost.join(' or ')} now`);
    }
    const [oldValues, newValues] = [valuesOf(a), valuesOf(b)];
    if (oldValues && newValues) {
      const dropped = missing(new Set(oldValues), new Set(newValues));
      const added = missing(new Set(newValues), new Set(oldValues));
      if (dropped.length)
        add(sends ? BREAKING : SAFE, at, `no longer ${sends ? 'takes' : 'gives'} ${dropped.join(', ')}`);
      if (added.length) add(sends ? SAFE : DANGEROUS, at, `now ${sends ? 'takes' : 'may give'} ${added.join(', ')}`);
    } else if (oldValues && !newValues && !sends) add(DANGEROUS, at, `is no longer one of ${oldValues.join(', ')}`);
    else if (!oldValues && newValues && sends) add(BREAKING, at, `takes only ${newValues.join(', ')} now`);

    for (const [low, high] of [
      ['minimum', 'maximum'],
      ['minLength', 'maxLength'],
      ['minItems', 'maxItems'],
    ]) {
      // A client sends within the old bounds, and reads within them: a tighter bound refuses it, a looser surprises it.
      const tighter = (a[low] ?? -Infinity) < (b[low] ?? -Infinity) || (a[high] ?? Infinity) > (b[high] ?? Infinity);
      const looser = (a[low] ?? -Infinity) > (b[low] ?? -Infinity) || (a[high] ?? Infinity) < (b[high] ?? Infinity);
      if (tighter && sends)
        add(BREAKING, at, `takes a narrower ${low}–${high} now (${b[low] ?? '…'}–${b[high] ?? '…'})`);
      if (looser && !sends)
        add(DANGEROUS, at, `may exceed its old ${low}–${high} (${a[low] ?? '…'}–${a[high] ?? '…'})`);
    }

    const [oldProps, newProps] = [a.properties ?? {}, b.properties ?? {}];
    const [oldRequired, newRequired] = [new Set(a.required ?? []), new Set(b.required ?? [])];
    for (const name of Object.keys(oldProps)) {
      const path = `${at}.${name}`;
      if (!(name in newProps)) {
        add(BREAKING, path, sends ? 'is no longer taken' : 'was removed');
        continue;
      }
      if (sends && !oldRequired.has(name) && newRequired.has(name)) add(BREAKING, path, 'is required now');
      if (!sends && oldRequired.has(name) && !newRequired.has(name)) add(BREAKING, path, 'may be missing now');
      compare(oldProps[name], newProps[name], path, next);
    }
    for (const name of Object.keys(newProps).filter((name) => !(name in oldProps))) {
      const path = `${at}.${name}`;
      if (sends && newRequired.has(name)) add(BREAKING, path, 'is a new required field');
      // A reader told that no other field comes (additionalProperties: false) may refuse the whole message.
      else if (!sends && a.additionalProperties === false)
        add(DANGEROUS, path, 'was added where no field was expected');
      else add(SAFE, path, 'was added');
    }
    if (a.items || b.items) compare(a.items ?? {}, b.items ?? {}, `${at}[]`, next);
    // allOf wraps a $ref to add a description: its parts are the schema itself, named by the same path.
    (a.allOf ?? []).forEach((part, index) => b.allOf?.[index] && compare(part, b.allOf[index], at, next));
    for (const union of ['oneOf', 'anyOf']) {
      const [oldBranches, newBranches] = [a[union] ?? [], b[union] ?? []];
      oldBranches.forEach((branch, index) => {
        if (index < newBranches.length) compare(branch, newBranches[index], `${at}(${index + 1})`, next);
        else add(sends ? BREAKING : SAFE, `${at}(${index + 1})`, 'was removed');
      });
      for (let index = oldBranches.length; index < newBranches.length; index++)
        add(sends ? SAFE : DANGEROUS, `${at}(${index + 1})`, 'is a new form');
    }
  }

  compare(before, after, where, 0);
  return changes;
}
