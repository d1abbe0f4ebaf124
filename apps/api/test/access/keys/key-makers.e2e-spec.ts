import { createKey } from '../../helpers/keys';
import { Browser, browserGraphql, sessionOf, signIn, startSignInApp } from '../../helpers/sign-in';
import { graphql } from '../../helpers/test-app';

const MADE = 'id name scopes madeBy madeBySubject madeByKeyId';
const make = (name: string, scopes: string[], fields = MADE) =>
  `mutation Make { createApiKey(input: { name: "${name}", scopes: ${JSON.stringify(scopes)}, neverExpires: true }) {
    secret key { ${fields} }
  } }`;

/** A signed-in person's browser that sends changes as the site's own pages do (Origin and CSRF token). */
async function signedIn(url: string, login: string) {
  const browser = new Browser();
  await signIn(browser, url, login);
  const { session } = await sessionOf(browser, url);
  const headers = { origin: url, 'x-csrf-token': session?.csrfToken ?? '' };
  return async (query: string) => (await browserGraphql(browser, url, query, headers)).body;
}

interface Made {
  secret: string;
  key: { id: string; name: string; madeBy: string | null; madeBySubject: string | null; madeByKeyId: string | null };
}
const madeOf = (body: { data?: Record<string, unknown> }) => body.data?.['createApiKey'] as Made;
const bearerOf = ({ secret }: Made) => ({ authorization: `Bearer ${secret}` });

describe('who may make a key, and who made each', () => {
  let env: Awaited<ReturnType<typeof startSignInApp>>;
  beforeAll(async () => {
    env = await startSignInApp();
  });
  afterAll(() => env.stop());
  const count = async () => (await env.app.db.query('SELECT count(*)::int AS n FROM api_keys')).rows[0].n as number;

  it('refuses a person whose groups give only keys:manage a key with scopes they lack, naming them', async () => {
    const kim = await signedIn(env.url, 'kim');
    const before = await count();
    const body = await kim(make('everything', ['analytics:read', 'results:export', 'keys:manage'], 'scopes'));
    expect(body.errors?.[0]).toMatchObject({
      message: 'A key gets only scopes its maker holds: you lack analytics:read, results:export',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await count()).toBe(before);
  });

  it('refuses a key with keys:manage a key with more scopes than itself', async () => {
    const { bearer } = await createKey(env.app.db, ['keys:manage', 'metrics:read'], { name: 'robot' });
    const wider = await graphql(env.app.app, make('wider', ['metrics:read', 'analytics:read'], 'scopes'), {}, bearer);
    expect(wider.body.errors?.[0]).toMatchObject({
      message: 'A key gets only scopes its maker holds: you lack analytics:read',
      extensions: { code: 'FORBIDDEN' },
    });
    const same = await graphql(env.app.app, make('narrower', ['metrics:read'], 'scopes'), {}, bearer);
    expect(same.body.data.createApiKey.key.scopes).toEqual(['metrics:read']);
  });

  it('records the person or key that made a key, never an e-mail address', async () => {
    const kim = await signedIn(env.url, 'kim');
    const byKim = madeOf(await kim(make('kim’s robot', ['keys:manage'])));
    expect(byKim.key).toMatchObject({ madeBy: 'kim', madeBySubject: 'kim', madeByKeyId: null });
    const byKey = madeOf(
      (await graphql(env.app.app, make('robot’s robot', ['keys:manage']), {}, bearerOf(byKim))).body,
    );
    expect(byKey.key).toMatchObject({
      madeBy: `key kim’s robot (${byKim.secret.slice(0, 8)}…)`,
      madeBySubject: null,
      madeByKeyId: byKim.key.id,
    });
    const stored = await env.app.db.query(`SELECT row_to_json(k)::text AS row FROM api_keys k`);
    expect(stored.rows.map(({ row }) => row).join('\n')).not.toContain('@example.com');
  });

  it('writes each key’s making in the audit trail, under the key made, naming its maker', async () => {
    const grace = await signedIn(env.url, 'grace');
    const made = madeOf(await grace(make('grace’s export', ['results:export'])));
    const trail = await grace(`{ keyAudit(key: "${made.key.id}") { keyId keyName operation outcome uses } }`);
    expect(trail.data?.['keyAudit']).toEqual([
      { keyId: made.key.id, keyName: 'grace’s export', operation: 'made by Grace Hopper', outcome: 'allowed', uses: 1 },
    ]);
  });

  it('revokes every key a person made, and every key those keys made, and those keys stop working', async () => {
    const kim = await signedIn(env.url, 'kim');
    const first = madeOf(await kim(make('kim one', ['keys:manage'])));
    const second = madeOf(
      (await graphql(env.app.app, make('made by kim one', ['keys:manage']), {}, bearerOf(first))).body,
    );
    const grace = await signedIn(env.url, 'grace');
    await grace(make('grace keeps this', ['results:export']));
    const revoked = await grace('mutation Revoke { revokeKeysMadeBy(subject: "kim") { name revokedAt } }');
    const names = (revoked.data?.['revokeKeysMadeBy'] as { name: string }[]).map(({ name }) => name);
    expect(names).toEqual(expect.arrayContaining(['kim one', 'made by kim one']));
    for (const key of [first, second]) {
      const refused = await graphql(env.app.app, '{ apiKeys { id } }', {}, bearerOf(key));
      expect(refused.body.errors?.[0]?.message).toBe('This key was revoked');
    }
    const live = await env.app.db.query(`SELECT name FROM api_keys WHERE revoked_at IS NULL`);
    expect(live.rows.map(({ name }) => name)).toContain('grace keeps this');
    const again = await grace('mutation Revoke { revokeKeysMadeBy(subject: "kim") { name } }');
    expect(again.data?.['revokeKeysMadeBy']).toEqual([]);
  });
});
