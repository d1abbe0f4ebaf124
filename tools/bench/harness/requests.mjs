// What the benches send: one completed quiz, its REST save, and a GraphQL query with a bearer secret.

export const QUIZ = { personality: 'adventurous', answers: { flavor: 'spicy', dining: 'exotic', cooking: 'simple' } };

/** POST /api/personality-results of QUIZ, as fetch and autocannon take it once a URL is added. */
export const SAVE = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(QUIZ) };

/** Posts one GraphQL document to the server on `port` with `secret` as its bearer; resolves to the answer's body. */
export async function graphql(port, secret, query) {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query }),
  });
  return response.json();
}
