import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AccessNote } from './access-note';
import type { IdeAccess } from './ide-access';

const note = (access: IdeAccess) => renderToStaticMarkup(createElement(AccessNote, { access, returnTo: '/graphql' }));

describe('the note under the response', () => {
  it('says who is signed in, and that no token is needed', async () => {
    const html = note({ provider: 'Okta', loginUrl: '/l', session: { name: 'Ada Lovelace', csrfToken: 'c' } });
    await expect(html).toContain('Signed in as Ada Lovelace through Okta: your queries carry your session');
  });

  it('offers the provider’s sign-in, back to the IDE, beside the key', async () => {
    const html = note({ provider: 'Okta', loginUrl: '/auth/oidc/login' });
    await expect(html).toContain('<a href="/auth/oidc/login?returnTo=%2Fgraphql">Sign in with Okta</a>');
    await expect(html).toContain('or put a key in the Headers tab.');
  });

  it('is not there without single sign-on', async () => {
    await expect(note({})).toBe('');
  });
});
