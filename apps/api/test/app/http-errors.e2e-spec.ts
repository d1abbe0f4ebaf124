import { QUESTIONS } from '@tastetype/quiz-domain';
import { type TestApp, createTestApp } from '../helpers/test-app';
import { BODY_LIMIT_BYTES } from '../../src/app/create-app';

describe('HTTP edge cases', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(async () => t.close());

  const postRaw = (url: string, payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': contentType },
    });

  it.each(['/api/personality-results', '/graphql'])(
    'answers 400 to malformed JSON on %s, with no stack trace',
    async (url) => {
      const response = await postRaw(url, '{"personality": "comfort",');
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toMatch(/\bat \S+ \(|stack/i);
    },
  );

  it.each(['/api/personality-results', '/graphql'])('answers 413 to a body over the limit on %s', async (url) => {
    const response = await postRaw(url, JSON.stringify({ padding: 'x'.repeat(BODY_LIMIT_BYTES) }));
    expect(response.statusCode).toBe(413);
  });

  it('keeps Apollo CSRF prevention on for form posts to /graphql', async () => {
    const response = await postRaw('/graphql', 'query=%7B__typename%7D', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('serves every option picture of the quiz', async () => {
    for (const option of QUESTIONS.flatMap((q) => q.options)) {
      const response = await t.app.inject({ method: 'GET', url: option.image });
      expect([option.id, response.statusCode]).toEqual([option.id, 200]);
    }
  });

  it('answers 404 under /api for an unknown route', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
    });
    expect(response.statusCode).toBe(404);
  });
});
