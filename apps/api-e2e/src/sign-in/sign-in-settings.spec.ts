import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../monitoring/prometheus-server';
import { removeDataDir, runProductionServer } from '../production-server';

describe('single sign-on settings the server cannot work with', () => {
  let dataDir: string;
  let issuer: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tastetype-oidc-'));
    // A port where nothing listens: an identity provider that is down or mistyped.
    issuer = `http://localhost:${await freePort()}`;
  });
  afterAll(async () => removeDataDir(dataDir));

  const settings = (overrides: Record<string, string>) => ({
    DATA_DIR: dataDir,
    OIDC_ISSUER_URL: issuer,
    OIDC_CLIENT_ID: 'tastetype',
    OIDC_CLIENT_SECRET: 'not-a-real-secret',
    OIDC_GROUP_SCOPES: 'analysts=analytics:read',
    PUBLIC_URL: 'http://localhost:3000',
    ...overrides,
  });

  it.each([
    ['an issuer that cannot be discovered', {}, (): string => `OIDC_ISSUER_URL ${issuer} cannot be discovered`],
    [
      'a mapping naming an unknown scope',
      { OIDC_GROUP_SCOPES: 'analysts=analytics:write' },
      (): string => 'OIDC_GROUP_SCOPES names the unknown scope analytics:write (for analysts)',
    ],
    [
      'a PUBLIC_URL that is not https outside localhost',
      { PUBLIC_URL: 'http://tastetype.example' },
      (): string => 'PUBLIC_URL must be https for single sign-on',
    ],
  ])('stops at start on %s, in one line', async (_what, overrides, message) => {
    const { code, output } = await runProductionServer(settings(overrides));
    expect(code).toBe(1);
    expect(output).toContain(message());
    expect(output).not.toMatch(/\n\s+at /);
  });
});
