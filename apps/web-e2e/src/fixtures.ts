import AxeBuilder from '@axe-core/playwright';
import { type Page, test as base, expect } from '@playwright/test';

let clientsInThisWorker = 0;

/** Every request must stay on this server: the product works offline, with nothing hotlinked. */
export const test = base.extend<{ outsideRequests: string[]; otherOrigins: string[] }>({
  /** Origins besides the server's that a test visits on purpose (a publisher's page around the embed). */
  otherOrigins: [[], { option: true }],
  // Each test is a client of its own (the server trusts one proxy hop here), so per-client limits never
  // reach across tests. Loopback addresses in a header only; nothing is sent to them.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    clientsInThisWorker += 1;
    const address = `127.${testInfo.parallelIndex + 1}.${Math.floor(clientsInThisWorker / 250)}.${(clientsInThisWorker % 250) + 1}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
  outsideRequests: [
    async ({ page, baseURL, otherOrigins }, use) => {
      const outside: string[] = [];
      const known = [baseURL ?? '', ...otherOrigins];
      page.on('request', (request) => {
        const url = request.url();
        if (!known.some((origin) => url.startsWith(origin)) && !url.startsWith('data:')) outside.push(url);
      });
      await use(outside);
      expect(outside, 'requests that left the server').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Picks an option the way a visitor does, then presses Next or 'Get My Results'. */
export async function answer(page: Page, label: string) {
  await page.getByRole('radio', { name: label }).check();
  await page.getByRole('button', { name: /^(Next|Get My Results)$/ }).click();
}

/** Axe measures colours as rendered, so first let every transition (the reveal, a toast sliding in) finish. */
export async function expectNoAxeViolations(page: Page) {
  // Axe walks the whole page on its main thread: on a busy 2-core machine that alone can take most of 30 s.
  test.slow();
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Only the named GraphQL operation fails, as if the network dropped it. */
export async function failOperation(page: Page, operationName: string) {
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    return body?.operationName === operationName ? route.abort('failed') : route.continue();
  });
}
