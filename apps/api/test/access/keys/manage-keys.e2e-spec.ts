import { createHash } from 'node:crypto';
import { OperatorError } from '../../../src/platform/common/operator-error';
import { loadConfig } from '../../../src/platform/config/app-config';
import { keysCommand } from '../../../src/access/keys/keys-command';
import { KEY_SCOPES } from '../../../src/access/keys/key-scopes';
import { makeKey } from '../../../src/access/keys/key-rules';
import { createKey, keysTable } from '../../helpers/keys';
import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';

const CREATE = `mutation Create($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { secret key { id name prefix scopes expiresAt revokedAt } }
}`;

describe('managing keys over GraphQL', () => {
  let t: TestApp;
  let manager: Awaited<ReturnType<typeof createKey>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { KEY_FAILURES_PER_MINUTE: '0' } });
    // Every scope: a key gets only scopes its maker holds.
    manager = await createKey(t.db, [...KEY_SCOPES]);
  });
  afterAll(async () => t.close());
  const run = (query: string, variables: Record<string, unknown> = {}) =>
    graphql(t.app, query, variables, manager.bearer);

  it('creates a key shown once, stored only as its SHA-256, expiring in 90 days by default, that works at once', async () => {
    const { body } = await run(CREATE, { input: { name: 'nightly CSV job', scopes: ['results:export'] } });
    const { secret, key } = body.data.createApiKey;
    expect(secret).toMatch(/^tt_[0-9A-Za-z]{38}$/);
    expect(key).toMatchObject({
      name: 'nightly CSV job',
      prefix: secret.slice(0, 8),
      scopes: ['results:export'],
      revokedAt: null,
    });
    const days = (Date.parse(key.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
    const stored = await t.db.query(
      `SELECT encode(secret_sha256, 'hex') AS hash, row_to_json(k)::text AS row FROM api_keys k WHERE id = $1`,
      [key.id],
    );
    expect(stored.rows[0].row).not.toContain(secret);
    expect(stored.rows[0].hash).toBe(createHash('sha256').update(secret).digest('hex'));
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/results.csv',
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(csv.statusCode).toBe(200);
    const listed = await run('{ apiKeys { id prefix } }');
    expect(JSON.stringify(listed.body)).not.toContain(secret);
  });

  it('makes a key that never expires only when asked for', async () => {
    const { body } = await run(CREATE, {
      input: { name: 'dashboard TV', scopes: ['analytics:read'], neverExpires: true },
    });
    expect(body.data.createApiKey.key.expiresAt).toBeNull();
  });

  it.each([
    [{ name: 'x', scopes: ['analytics:write'] }, `Unknown scope analytics:write: use ${KEY_SCOPES.join(', ')}`],
    [{ name: 'x', scopes: [] }, `A key needs at least one scope: ${KEY_SCOPES.join(', ')}`],
    [{ name: '   ', scopes: ['metrics:read'] }, 'A key needs a name of 1 to 100 characters'],
    [
      { name: 'x', scopes: ['metrics:read'], expiresInDays: 30, neverExpires: true },
      'Give expiresInDays or neverExpires, not both',
    ],
  ])('refuses %j with BAD_USER_INPUT and makes nothing', async (input, message) => {
    const before = (await t.db.query('SELECT count(*)::int AS n FROM api_keys')).rows[0].n;
    const { body } = await run(CREATE, { input });
    expect(body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await t.db.query('SELECT count(*)::int AS n FROM api_keys')).rows[0].n).toBe(before);
  });

  it('revokes by prefix; an unknown one is NOT_FOUND; revoking again keeps the first time', async () => {
    const key = await createKey(t.db, ['metrics:read']);
    const first = await run(`mutation { revokeApiKey(key: "${key.secret.slice(0, 8)}") { id revokedAt } }`);
    expect(first.body.data.revokeApiKey.id).toBe(key.id);
    const again = await run(`mutation { revokeApiKey(key: "${key.id}") { revokedAt } }`);
    expect(again.body.data.revokeApiKey.revokedAt).toBe(first.body.data.revokeApiKey.revokedAt);
    const missing = await run('mutation { revokeApiKey(key: "tt_nothing") { id } }');
    expect(missing.body.errors[0]).toMatchObject({
      message: 'No key has the id or prefix tt_nothing',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('npm run keys on DATABASE_URL', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(async () => t.close());

  const keys = async (...args: string[]) => {
    const lines: string[] = [];
    await keysCommand(loadConfig({ DATABASE_URL: dbUrl(t) }), args, (line) => lines.push(line));
    return lines.join('\n');
  };

  it('creates a key that works at once, lists it without its secret, and revokes it', async () => {
    const created = await keys('create', '--name', 'Ana', '--scopes', 'analytics:read,keys:manage', '--expires', '30d');
    const secret = /^tt_\w+$/m.exec(created)?.[0] as string;
    expect(created).toContain('Copy it now: it is shown this once and is not stored.');
    const { body } = await graphql(t.app, '{ apiKeys { name scopes } }', {}, { authorization: `Bearer ${secret}` });
    expect(body.data.apiKeys).toEqual([{ name: 'Ana', scopes: ['analytics:read', 'keys:manage'] }]);
    const listed = await keys('list');
    expect(listed).toContain(`${secret.slice(0, 8)}…  Ana  [analytics:read,keys:manage]`);
    expect(listed).not.toContain(secret.slice(0, 12));
    expect(await keys('revoke', secret.slice(0, 8))).toMatch(/^Revoked .* Ana .* revoked \d{4}-/);
    expect(await keys('list')).toMatch(/Ana .* revoked /);
  });

  it('may give any scope, and records the CLI as the maker, in the list and the audit trail', async () => {
    const created = await keys('create', '--name', 'Bo', '--scopes', KEY_SCOPES.join(','));
    const id = /^Created key (\S+)/.exec(created)?.[1];
    expect(await keys('list')).toMatch(/ Bo {2}\[.*\] .* made by cli$/m);
    const trail = await t.db.query('SELECT key_name, operation FROM key_audit WHERE key_id = $1', [id]);
    expect(trail.rows).toEqual([{ key_name: 'Bo', operation: 'made by cli' }]);
  });

  it('revokes every key a person made, and the keys those made, with revoke --made-by', async () => {
    const person = { label: 'Cy', issuer: 'https://id.example', subject: 'cy-1', scopes: [...KEY_SCOPES] };
    const { key: theirs } = await makeKey(keysTable(t.db), { name: 'Cy’s', scopes: ['keys:manage'] }, person);
    const below = { label: 'key Cy’s', keyId: theirs.id, scopes: theirs.scopes };
    await makeKey(keysTable(t.db), { name: 'made by Cy’s', scopes: ['keys:manage'] }, below);
    const revoked = await keys('revoke', '--made-by', 'cy-1');
    expect(revoked.split('\n').map((line) => / (Cy’s|made by Cy’s) {2}\[/.exec(line)?.[1])).toEqual([
      'made by Cy’s',
      'Cy’s',
    ]);
    expect(await keys('revoke', '--made-by', 'cy-1')).toBe('No live key was made by cy-1');
  });

  it.each([
    [['create', '--name', 'x'], /^Use: npm run keys -- create/],
    [
      ['create', '--name', 'x', '--scopes', 'metrics:read', '--expires', 'tomorrow'],
      /^--expires must be a number of days like 30d, or never/,
    ],
    [['revoke', 'tt'], /^Give a key's id, or its prefix/],
    [['rotate'], /^Use: npm run keys/],
    [['create', '--nmae', 'x'], /Unknown option '--nmae'/],
  ])('refuses %j in one line a person can act on', async (args, message) => {
    const refused = keys(...args);
    await expect(refused).rejects.toBeInstanceOf(OperatorError);
    await expect(refused).rejects.toThrow(message);
  });
});

function dbUrl(t: TestApp): string {
  const url = new URL(process.env['TEST_POSTGRES_URL'] as string);
  url.pathname = `/${t.db.database}`;
  return url.toString();
}
