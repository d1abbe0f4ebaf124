import { brotliDecompressSync } from 'node:zlib';
import { LOCALES, PERSONALITY_KEYS, PERSONALITY_TITLES } from '@tastetype/quiz-domain';
import { PersonalitiesService } from '../../../src/quiz/personalities/personalities.service';
import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';

const PROFILES =
  'query ($locale: String) { personalities(locale: $locale) { key title description color traits foods image } }';
const REFUSED = 'locale must be one of the supported languages: en, es, de, fr, pt-BR, ar';

interface Profile {
  key: string;
  title: string;
  description: string;
  color: string;
  traits: string[];
  foods: string[];
  image: string;
}

describe('personality profiles in every language', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(async () => t.close());

  const inGraphql = async (variables: Record<string, unknown> = {}): Promise<Profile[]> => {
    const { body } = await graphql(t.app, PROFILES, variables);
    expect(body.errors).toBeUndefined();
    return body.data.personalities;
  };
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('GraphQL: English by default, the spec’s titles, and the same profiles for "en", null and no argument', async () => {
    const english = await inGraphql();
    expect(english.map((profile) => profile.title)).toEqual(PERSONALITY_KEYS.map((key) => PERSONALITY_TITLES[key]));
    expect(await inGraphql({ locale: 'en' })).toEqual(english);
    expect(await inGraphql({ locale: null })).toEqual(english);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'GraphQL: %s has its own words for every field of every profile, and English’s key order, colours and pictures',
    async (locale) => {
      const english = await inGraphql();
      const translated = await inGraphql({ locale });
      expect(translated.map(({ key, color, image }) => ({ key, color, image }))).toEqual(
        english.map(({ key, color, image }) => ({ key, color, image })),
      );
      for (const [index, profile] of translated.entries()) {
        const original = english[index];
        expect(profile.title).not.toBe(original.title);
        expect(profile.description).not.toBe(original.description);
        expect(profile.traits).toHaveLength(original.traits.length);
        expect(profile.foods).toHaveLength(original.foods.length);
        // Each trait is written anew; a dish's own name (Mole poblano, Lasagna) may stay as the world calls it.
        expect(profile.traits.filter((trait, at) => trait === original.traits[at])).toEqual([]);
        expect(profile.foods.filter((food, at) => food === original.foods[at]).length).toBeLessThanOrEqual(3);
        for (const text of [profile.title, profile.description, ...profile.traits, ...profile.foods])
          expect(text.trim()).toBe(text);
      }
    },
  );

  it('GraphQL: takes a tag in any letter case', async () => {
    expect(await inGraphql({ locale: 'PT-br' })).toEqual(await inGraphql({ locale: 'pt-BR' }));
    expect(await inGraphql({ locale: 'AR' })).toEqual(await inGraphql({ locale: 'ar' }));
  });

  it.each(['xx', 'pt-PT', 'en-US', '', ' es'])(
    'GraphQL: refuses %p with BAD_USER_INPUT naming the tags',
    async (locale) => {
      const { status, body } = await graphql(t.app, PROFILES, { locale });
      expect(status).toBe(200);
      expect(body.data).toBeNull();
      expect(body.errors).toEqual([
        expect.objectContaining({ message: REFUSED, extensions: { code: 'BAD_USER_INPUT' } }),
      ]);
    },
  );

  it('REST: ?locale= gives that language, keyed as GraphQL lists it, with Content-Language and no Vary on Accept-Language', async () => {
    for (const locale of LOCALES) {
      const response = await get(`/api/personalities?locale=${locale}`, { 'accept-language': 'de' });
      expect([response.statusCode, response.headers['content-language'], response.headers['vary']]).toEqual([
        200,
        locale,
        'accept-encoding',
      ]);
      const keyed = Object.fromEntries((await inGraphql({ locale })).map(({ key, ...profile }) => [key, profile]));
      expect(response.json()).toEqual(keyed);
    }
    expect((await get('/api/personalities?locale=Pt-Br')).headers['content-language']).toBe('pt-BR');
  });

  it.each([
    ['fr-CA, en;q=0.5', 'fr'],
    ['es-MX', 'es'],
    ['pt-PT', 'pt-BR'],
    ['ja, ar;q=0.9, de;q=0.8', 'ar'],
    ['de;q=0.4, es;q=0.9', 'es'],
    ['ja, zh;q=0.8', 'en'],
    ['*', 'en'],
  ])('REST: without ?locale, Accept-Language %p gives %s, and the answer varies by it', async (asked, locale) => {
    const response = await get('/api/personalities', { 'accept-language': asked, 'accept-encoding': 'br' });
    expect([response.statusCode, response.headers['content-language'], response.headers['vary']]).toEqual([
      200,
      locale,
      'accept-language, accept-encoding',
    ]);
    const direct = await get(`/api/personalities?locale=${locale}`);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(direct.json());
    expect(response.headers['etag']).toBe(direct.headers['etag']);
  });

  it('REST: without ?locale or Accept-Language, English', async () => {
    const response = await get('/api/personalities');
    expect(response.headers['content-language']).toBe('en');
    expect(response.json().comfort.title).toBe(PERSONALITY_TITLES.comfort);
  });

  it('REST: one strong ETag per language, 304 for a language’s own and 200 for another’s', async () => {
    const etags = new Map<string, string>();
    for (const locale of LOCALES)
      etags.set(locale, String((await get(`/api/personalities?locale=${locale}`)).headers['etag']));
    expect(new Set(etags.values()).size).toBe(LOCALES.length);
    for (const locale of LOCALES) {
      const same = await get(`/api/personalities?locale=${locale}`, { 'if-none-match': etags.get(locale) as string });
      expect([same.statusCode, same.body, same.headers['etag'], same.headers['content-language']]).toEqual([
        304,
        '',
        etags.get(locale),
        locale,
      ]);
    }
    const other = await get('/api/personalities?locale=es', { 'if-none-match': etags.get('en') as string });
    expect([other.statusCode, other.headers['etag']]).toEqual([200, etags.get('es')]);
    const negotiated = await get('/api/personalities', {
      'accept-language': 'es-ES',
      'if-none-match': etags.get('es') as string,
    });
    expect([negotiated.statusCode, negotiated.headers['vary']]).toEqual([304, 'accept-language, accept-encoding']);
  });

  it.each([
    ['xx', '?locale=xx'],
    ['a region English lacks', '?locale=en-GB'],
    ['an empty tag', '?locale='],
    ['two tags', '?locale=es&locale=de'],
  ])('REST: refuses %s with 400 in the shared shape, whatever Accept-Language says', async (_case, query) => {
    const response = await get(`/api/personalities${query}`, { 'accept-language': 'es' });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { statusCode: 400, error: 'Bad Request', message: REFUSED },
    ]);
    expect(response.headers['content-language']).toBeUndefined();
  });

  it('serves every language to other modules through list(locale), from memory read once', async () => {
    const service = t.app.get(PersonalitiesService);
    const german = await inGraphql({ locale: 'de' });
    expect(service.list('de')).toEqual(german);
    expect(service.list()).toEqual(await inGraphql());
    await t.db.query('DELETE FROM personality_profile_translations');
    expect(await inGraphql({ locale: 'de' })).toEqual(german);
  });
});
