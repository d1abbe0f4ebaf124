// The company's identity provider in the tests: oidc-provider (a certified OpenID Provider) on loopback, with a
// sign-in form of its own, people in groups, PKCE required, RP-initiated and back-channel logout on. Run as
// `node tools/oidc/identity-provider.mjs`, APP_URL naming the TasteType it serves (PORT: its own port, any free one
// by default; PROVIDER_JWKS: its signing keys); prints its issuer once it listens. The api's tests and the browser tests both use it.
import { createServer } from 'node:http';
import { once } from 'node:events';
import Provider from 'oidc-provider';

const APP_URL = process.env.APP_URL;
const PEOPLE = {
  ada: { name: 'Ada Lovelace', email: 'ada@example.com', groups: ['analysts'] },
  grace: { name: 'Grace Hopper', email: 'grace@example.com', groups: ['analysts', 'admins'] },
  eve: { name: 'Eve Visitor', email: 'eve@example.com', groups: ['visitors'] },
  mallory: { name: 'Mallory', email: 'mallory@elsewhere.example', email_verified: false, groups: ['analysts'] },
  // No name: a display name falls back to the address, which the keys she makes must not record.
  kim: { email: 'kim@example.com', groups: ['keymakers'] },
  // Groups claims of other shapes, as some providers send them: one group as a string, nested lists, a number.
  dana: { name: 'Dana Domain', email: 'dana@example.com', groups: 'Domain Admins' },
  nico: { name: 'Nico Nested', email: 'nico@example.com', groups: [['admins'], 'analysts', 7] },
  otto: { name: 'Otto Odd', email: 'otto@example.com', groups: 42 },
  // No name: a username that is an address, or an address alone.
  pat: { preferred_username: 'pat@example.com', email: 'pat@example.com', groups: ['analysts'] },
  quinn: { email: 'quinn@example.com', groups: ['analysts'] },
};
const PASSWORD = 'correct horse';

const server = createServer();
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
await once(server, 'listening');
const issuer = `http://localhost:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'tastetype',
      client_secret: 'a-test-client-secret-not-used-anywhere-else',
      redirect_uris: [`${APP_URL}/auth/oidc/callback`],
      post_logout_redirect_uris: [`${APP_URL}/insights`],
      backchannel_logout_uri: `${APP_URL}/auth/oidc/backchannel-logout`,
      backchannel_logout_session_required: true,
    },
  ],
  // PROVIDER_JWKS: its signing keys, given by a test that signs logout tokens as the provider would (else its own).
  ...(process.env.PROVIDER_JWKS && { jwks: JSON.parse(process.env.PROVIDER_JWKS) }),
  pkce: { required: () => true },
  cookies: { keys: ['a-test-cookie-key'] },
  claims: {
    openid: ['sub', 'sid'],
    email: ['email', 'email_verified'],
    profile: ['name', 'preferred_username'],
    groups: ['groups'],
  },
  // The groups ride in the ID token, as providers put them there once asked.
  conformIdTokenClaims: false,
  scopes: ['openid', 'email', 'profile', 'groups'],
  findAccount: (_ctx, id) =>
    PEOPLE[id] && { accountId: id, claims: () => ({ sub: id, email_verified: true, ...PEOPLE[id] }) },
  features: {
    devInteractions: { enabled: false },
    // Plain pages: its own would load a web font from the internet.
    rpInitiatedLogout: {
      enabled: true,
      logoutSource: (ctx, form) => {
        ctx.body = `<!doctype html><html lang="en"><head><title>Sign out of Example Corp</title></head><body><main>
<h1>Sign out of Example Corp?</h1>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Yes, sign me out</button>
<button type="submit" form="op.logoutForm">No, stay signed in</button></main></body></html>`;
      },
      postLogoutSuccessSource: (ctx) => {
        ctx.body =
          '<!doctype html><html lang="en"><head><title>Signed out</title></head><body><h1>Signed out</h1></body></html>';
      },
    },
    backchannelLogout: { enabled: true },
  },
  // Its guard refuses loopback addresses; here the app it must reach is on loopback.
  fetch: (url, options) => {
    delete options.dispatcher;
    return fetch(url, options);
  },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
});
provider.proxy = false;

const page = (uid, error = '') => `<!doctype html><html lang="en"><head><title>Sign in to Example Corp</title></head>
<body><main><h1>Example Corp</h1>${error && `<p role="alert">${error}</p>`}
<form method="post" action="/interaction/${uid}/login">
<label>Username <input name="login" autocomplete="username" autofocus></label>
<label>Password <input name="password" type="password" autocomplete="current-password"></label>
<button type="submit">Sign in</button></form></main></body></html>`;

const formOf = async (req) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  return Object.fromEntries(new URLSearchParams(body));
};

/** The sign-in form, and a grant of what the client asked for once the password is right: no consent screen. */
async function interaction(req, res, uid, action) {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) throw new Error('interaction mismatch');
  if (action !== 'login') {
    res.writeHead(200, { 'content-type': 'text/html' }).end(page(uid));
    return;
  }
  const { login, password } = await formOf(req);
  if (!PEOPLE[login] || password !== PASSWORD) {
    res.writeHead(200, { 'content-type': 'text/html' }).end(page(uid, 'Wrong username or password'));
    return;
  }
  const grant = new provider.Grant({ accountId: login, clientId: details.params.client_id });
  grant.addOIDCScope(details.params.scope);
  grant.addOIDCClaims(['email', 'email_verified', 'name', 'preferred_username', 'groups']);
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { login: { accountId: login }, consent: { grantId } });
}

const handle = provider.callback();
server.on('request', (req, res) => {
  const match = /^\/interaction\/([^/?]+)(?:\/(login))?$/.exec(req.url.split('?')[0]);
  if (!match) return handle(req, res);
  interaction(req, res, match[1], match[2]).catch((error) => {
    res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error.message));
  });
});
console.log(`issuer ${issuer}`);
