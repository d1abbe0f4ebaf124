// Playwright's single sign-on server: the tests' identity provider (tools/oidc) first, then fresh-server.mjs's
// production build set up to sign in with it, on a database of its own. SSO_APP_URL and SSO_ISSUER_PORT place them.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

const { SSO_APP_URL: appUrl, SSO_ISSUER_PORT: issuerPort, ...env } = process.env;
const provider = spawn(process.execPath, ['tools/oidc/identity-provider.mjs'], {
  env: { ...env, APP_URL: appUrl, PORT: issuerPort },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const [line] = await once(createInterface({ input: provider.stdout }), 'line');

const server = spawn(process.execPath, ['apps/web-e2e/fresh-server.mjs'], {
  stdio: 'inherit',
  env: {
    ...env,
    PORT: new URL(appUrl).port,
    PUBLIC_URL: appUrl,
    OIDC_ISSUER_URL: line.replace(/^issuer /, ''),
    OIDC_CLIENT_ID: 'tastetype',
    OIDC_CLIENT_SECRET: 'a-test-client-secret-not-used-anywhere-else',
    OIDC_SCOPES: 'openid email profile groups',
    OIDC_GROUP_SCOPES:
      'analysts=analytics:read,results:export;admins=analytics:read,results:export,keys:manage,webhooks:manage',
    OIDC_PROVIDER_NAME: 'Example Corp',
    OIDC_CONTACT: 'data-team@example.com',
  },
});

// Playwright signals the whole process group: the server stops in its own time, then the provider goes.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => undefined);
server.on('exit', (code) => {
  provider.kill('SIGTERM');
  process.exit(code ?? 1);
});
