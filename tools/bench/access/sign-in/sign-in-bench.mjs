// What single sign-on costs and how soon a sign-out at the provider reaches another replica (npm run bench:sign-in;
// builds the api first). Two production replicas on one embedded PostgreSQL and the tests' identity provider
// (tools/oidc), all on loopback. Then: a signed-in analyst's resultStats against the same with a key, one
// connection, rounds interleaved; and, ROUNDS times, a back-channel logout at the provider until replica two
// refuses the session. BENCH_ROUNDS and BENCH_SECONDS tune it; about 2 minutes.
import { spawn, execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { API_MAIN } from '../../../common/api-build.mjs';
import { embeddedUrl } from '../../harness/embedded-url.mjs';
import { compare } from '../../harness/load.mjs';
import { startServer, stopServer } from '../../harness/server.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const [P1, P2] = [3961, 3962];
const appUrl = `http://localhost:${P1}`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const provider = spawn(process.execPath, ['tools/oidc/identity-provider.mjs'], {
  env: { ...process.env, APP_URL: appUrl },
  stdio: ['ignore', 'pipe', 'ignore'],
});
const [line] = await once(createInterface({ input: provider.stdout }), 'line');
const issuer = line.replace(/^issuer /, '');
const settings = {
  NODE_ENV: 'production',
  PUBLIC_URL: appUrl,
  OIDC_ISSUER_URL: issuer,
  OIDC_CLIENT_ID: 'tastetype',
  OIDC_CLIENT_SECRET: 'a-test-client-secret-not-used-anywhere-else',
  OIDC_SCOPES: 'openid email profile groups',
  OIDC_GROUP_SCOPES: 'analysts=analytics:read,results:export',
  RATE_LIMIT_REQUESTS_PER_MINUTE: '100000000',
};
const dataDir = await mkdtemp(join(tmpdir(), 'tastetype-bench-sign-in-'));
const one = await startServer([API_MAIN], P1, { ...settings, DATA_DIR: dataDir, PORT: String(P1) });
const database = embeddedUrl(dataDir);
const two = await startServer([API_MAIN], P2, { ...settings, DATABASE_URL: database, PORT: String(P2) });
const created = execFileSync(
  process.execPath,
  [API_MAIN, 'keys', 'create', '--name', 'bench', '--scopes', 'analytics:read'],
  {
    env: { ...process.env, DATABASE_URL: database },
  },
).toString();
const key = created.trim().split('\n').pop();

/** A browser's cookies for each host, and its redirects followed one by one. */
function browser() {
  const jars = new Map();
  const request = async (url, { form } = {}) => {
    const { host } = new URL(url);
    const jar = jars.get(host) ?? new Map();
    jars.set(host, jar);
    const headers = { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const body = form && new URLSearchParams(form).toString();
    const response = await fetch(url, { method: form ? 'POST' : 'GET', headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  const follow = async (response, url) => {
    while (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location'), url).href;
      response = await request(url);
    }
    return { response, url };
  };
  return { request, follow, cookie: (name) => jars.get(new URL(appUrl).host)?.get(name) };
}

/** Signs Ada in through the provider's form; answers her browser and its session cookie. */
async function signIn() {
  const b = browser();
  const form = await b.follow(await b.request(`${appUrl}/auth/oidc/login`), appUrl);
  const action = /action="([^"]+)"/.exec(await form.response.text())[1];
  await b.follow(
    await b.request(new URL(action, form.url).href, { form: { login: 'ada', password: 'correct horse' } }),
    form.url,
  );
  return { b, cookie: `__Host-tastetype-session=${b.cookie('__Host-tastetype-session')}` };
}

const stats = JSON.stringify({ query: '{ resultStats { total } }' });
const ask = (port, headers) =>
  fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    // As the page's own fetches: a session's request names this site (Sec-Fetch-Site).
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
    body: stats,
  }).then((r) => r.json());

const { cookie } = await signIn();
const post = (headers) => ({
  url: `http://127.0.0.1:${P1}/graphql`,
  pid: one.pid,
  method: 'POST',
  body: stats,
  headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
});
const runs = await compare(
  { 'resultStats with a key': post({ authorization: `Bearer ${key}` }), 'resultStats signed in': post({ cookie }) },
  { connections: 1, duration: SECONDS, rounds: ROUNDS },
);
console.log(
  `| one connection, ${SECONDS} s a run, ${ROUNDS} interleaved rounds (median) | answers/s | mean | p50 | p99 | errors |`,
);
console.log('|---|---|---|---|---|---|');
for (const [title, run] of Object.entries(runs)) {
  console.log(
    `| ${title} | ${Math.round(run.rps)} | ${run.mean.toFixed(3)} ms | ${run.p50} ms | ${run.p99} ms | ${run.errors} |`,
  );
}
const [keyed, signed] = Object.values(runs);
console.log(`\nsigned in − key, mean: ${(signed.mean - keyed.mean).toFixed(3)} ms a request`);

/** From the provider's sign-out confirmed to replica two refusing the session, polled every 5 ms. */
const spreads = [];
for (let round = 0; round < ROUNDS; round++) {
  const { b, cookie: session } = await signIn();
  if ((await ask(P2, { cookie: session })).errors) throw new Error('replica two did not take the session');
  const confirm = await b.request(`${issuer}/session/end?client_id=tastetype`);
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(await confirm.text())[1];
  const began = performance.now();
  await b.request(`${issuer}/session/end/confirm`, { form: { xsrf, logout: 'yes' } });
  while (!(await ask(P2, { cookie: session })).errors) await new Promise((done) => setTimeout(done, 5));
  spreads.push(performance.now() - began);
}
console.log(
  `back-channel logout to a refusal on replica two: median ${Math.round(median(spreads))} ms, ` +
    `worst ${Math.round(Math.max(...spreads))} ms (${spreads.map(Math.round).join(', ')})`,
);

await stopServer(two);
await stopServer(one);
provider.kill('SIGTERM');
for (const dir of [dataDir, `${dataDir}-backups`]) await rm(dir, { recursive: true, force: true });
