import type { APIRequestContext, Page } from '@playwright/test';

/** Signs in on the analysts' page at `path` with a key, as an analyst types it. */
export async function signIn(page: Page, secret: string, path = '/insights') {
  await page.goto(path);
  await page.getByLabel('Key or analytics token').fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A GraphQL operation sent with a key, for what a test needs done or checked beside the page. */
export async function graphql(request: APIRequestContext, secret: string, query: string, variables?: object) {
  const response = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${secret}` },
    data: { query, variables },
  });
  return response.json();
}
