import { defineConfig, devices } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { systemChromium } from './browser';

const workspaceRoot = join(__dirname, '..', '..');
const port = Number(process.env['E2E_PORT'] ?? 4310);
/** The server every spec but the funnel journeys talks to. */
export const BASE_URL = `http://127.0.0.1:${port}`;
/** A second server whose figures only the funnel journeys make, so they can be asserted exactly. */
export const FUNNEL_BASE_URL = `http://127.0.0.1:${Number(process.env['E2E_FUNNEL_PORT'] ?? port + 1)}`;

/** A publisher's site allowed to embed the quiz, and one that is not (host-pages.mjs serves both). */
export const EMBED_HOST_URL = `http://127.0.0.1:${port + 10}`;
export const REFUSED_HOST_URL = `http://127.0.0.1:${port + 11}`;
/**
 * The allowed publisher again, under a host name of its own: the server counts a referrer by host name alone, so
 * 127.0.0.1 on any port is this site. Only browsers launched with TEST_HOSTS_ON_LOOPBACK reach it.
 */
export const PUBLISHER_URL = `http://publisher.test:${port + 10}`;
/** Chromium's flag that resolves every *.test name (RFC 2606: never a real host) to loopback, where host-pages.mjs answers. */
export const TEST_HOSTS_ON_LOOPBACK = '--host-resolver-rules=MAP *.test 127.0.0.1';

/** A server that signs analysts in with the tests' identity provider (tools/oidc), which listens beside it. */
export const SSO_BASE_URL = `http://localhost:${port + 2}`;
export const SSO_ISSUER = `http://localhost:${port + 3}`;

/** A throwaway token for this test server only. */
export const ANALYTICS_TEST_TOKEN = 'web-e2e-only-analytics-token';

/** Where fresh-server.mjs writes the DATA_DIR of the server on a port: tests run operator commands on its database. */
export const dataDirFile = (serverUrl: string) =>
  join(workspaceRoot, 'tmp', 'web-e2e-servers', `${new URL(serverUrl).port}.data-dir`);

export const launchOptions = {
  executablePath: systemChromium(),
  // Without the networking flags Chromium keeps calling home, which this closed network refuses.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './src',
  globalSetup: './browser.ts',
  outputDir: join(workspaceRoot, 'tmp', 'web-e2e-results'),
  // Nx runs this suite alone (parallelism: false): a worker per core, each with its browser, beside the servers.
  workers: Math.max(1, availableParallelism()),
  forbidOnly: true,
  // The results page reveals its content 1.5 s after the data arrives, on a 2-core box shared with the server.
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: process.env['CI'] ? 'line' : 'list',
  use: { baseURL: BASE_URL, trace: 'retain-on-failure', launchOptions },
  projects: [{ name: 'phone', use: { ...devices['Pixel 7'], launchOptions } }],
  // The real production server (`npm start`'s build), each on an embedded PostgreSQL that is new for every run.
  webServer: [
    ...[BASE_URL, FUNNEL_BASE_URL].map((url) => ({
      command: 'node apps/web-e2e/fresh-server.mjs',
      cwd: workspaceRoot,
      url: `${url}/api/personalities`,
      env: {
        PORT: new URL(url).port,
        NODE_ENV: 'production',
        ANALYTICS_TOKEN: ANALYTICS_TEST_TOKEN,
        // The tests stand in for that proxy: each names its own client address (see fixtures.ts).
        TRUST_PROXY: '1',
        EMBED_ALLOWED_ORIGINS: [EMBED_HOST_URL, PUBLISHER_URL].join(','),
        DATA_DIR_FILE: dataDirFile(url),
        // Webhook receivers in the tests listen on loopback, over http: an address the server refuses by default.
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      },
      reuseExistingServer: false,
      timeout: 60_000,
      // SIGTERM (not Playwright's default SIGKILL) lets the server stop PostgreSQL and the script delete its data.
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 30_000 },
    })),
    {
      command: 'node apps/web-e2e/sso-server.mjs',
      cwd: workspaceRoot,
      url: `${SSO_BASE_URL}/api/personalities`,
      env: {
        SSO_APP_URL: SSO_BASE_URL,
        SSO_ISSUER_PORT: new URL(SSO_ISSUER).port,
        NODE_ENV: 'production',
        TRUST_PROXY: '1',
      },
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 30_000 },
    },
    {
      command: 'node apps/web-e2e/host-pages.mjs',
      cwd: workspaceRoot,
      url: `${EMBED_HOST_URL}/api.html`,
      env: {
        QUIZ_ORIGIN: BASE_URL,
        HOST_PORTS: [EMBED_HOST_URL, REFUSED_HOST_URL].map((u) => new URL(u).port).join(','),
      },
      reuseExistingServer: false,
    },
  ],
});
