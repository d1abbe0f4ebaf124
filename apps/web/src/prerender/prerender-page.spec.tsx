/** @jest-environment node */
import { prerenderPage } from './prerender-page';

describe('prerenderPage', () => {
  it.each(['/insights', '/insights/keys', '/insights/webhooks'])(
    'renders %s up to its heading: the rest waits for the key in the tab’s storage',
    async (path) => {
      const { body } = await prerenderPage(path);
      expect(body).toMatch(/<h1[^>]*>Insights<\/h1>/);
      expect(body).not.toContain('Key or analytics token');
    },
  );
});
