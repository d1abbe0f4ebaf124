import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PERSONALITY_KEYS, PERSONALITY_TITLES } from '@tastetype/quiz-domain';
import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';

describe('personality profiles', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(async () => t.close());

  it('REST: an object keyed by personality key, each with the profile fields', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/personalities',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json();
    expect(Object.keys(body)).toEqual([...PERSONALITY_KEYS]);
    for (const key of PERSONALITY_KEYS) {
      const profile = body[key];
      expect(Object.keys(profile).sort()).toEqual(['color', 'description', 'foods', 'image', 'title', 'traits']);
      expect(profile.title).toBe(PERSONALITY_TITLES[key]);
      expect(profile.traits.length).toBeGreaterThanOrEqual(4);
      expect(profile.traits.length).toBeLessThanOrEqual(6);
      expect(profile.foods.length).toBeGreaterThanOrEqual(6);
      expect(profile.foods.length).toBeLessThanOrEqual(8);
      expect(profile.color).toMatch(/^from-\S+ (via-\S+ )?to-\S+$/);
    }
  });

  it('REST: a strong ETag, and 304 without a body for a repeat that sends it back', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/personalities' });
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^"[\w-]{16,}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const repeat = await t.app.inject({
        method: 'GET',
        url: '/api/personalities',
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect([ifNoneMatch, repeat.statusCode, repeat.body, repeat.headers['etag']]).toEqual([
        ifNoneMatch,
        304,
        '',
        etag,
      ]);
    }
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/personalities',
      headers: { 'if-none-match': '"an-older-version"' },
    });
    expect([stale.statusCode, stale.json()]).toEqual([200, first.json()]);
  });

  it('REST: compressed as the client allows, from bytes compressed once, and the same profiles', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/personalities' });
    for (const [acceptEncoding, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/personalities',
        headers: { 'accept-encoding': acceptEncoding },
      });
      // Without ?locale the language came from Accept-Language too: both are named, neither replaces the other.
      expect([answer.statusCode, answer.headers['content-encoding'], answer.headers['vary']]).toEqual([
        200,
        encoding,
        'accept-language, accept-encoding',
      ]);
      expect(JSON.parse(decode(answer.rawPayload).toString())).toEqual(plain.json());
      expect(answer.headers['etag']).toBe(plain.headers['etag']);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('GraphQL: the same profiles, in key order', async () => {
    const { body } = await graphql(t.app, '{ personalities { key title description color traits foods image } }');
    const rest = (await t.app.inject({ method: 'GET', url: '/api/personalities' })).json();
    expect(body.data.personalities.map((p: { key: string }) => p.key)).toEqual([...PERSONALITY_KEYS]);
    for (const { key, ...profile } of body.data.personalities) expect(profile).toEqual(rest[key]);
  });

  it('serves each profile picture from the app itself', async () => {
    const rest = (await t.app.inject({ method: 'GET', url: '/api/personalities' })).json();
    for (const key of PERSONALITY_KEYS) {
      const picture = await t.app.inject({
        method: 'GET',
        url: rest[key].image,
      });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/webp');
    }
  });

  it('reads the profiles once at start-up, not per request', async () => {
    const before = (await t.db.query('SELECT count(*)::int AS n FROM personality_profiles')).rows[0].n;
    await t.db.query('DELETE FROM personality_profiles');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/personalities',
    });
    expect(Object.keys(response.json())).toHaveLength(before);
  });
});
