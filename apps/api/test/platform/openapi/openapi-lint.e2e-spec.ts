import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { type TestApp, createTestApp } from '../../helpers/test-app';

/** The errors Redocly's recommended rules find in a document, from redocly-lint.mjs. */
function redoclyErrors(document: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [join(__dirname, 'redocly-lint.mjs')], (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout)),
    );
    child.stdin?.end(document);
  });
}

describe('the OpenAPI document the server serves', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(async () => t.close());

  it("passes Redocly's recommended rules with no error", async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).body;
    await expect(redoclyErrors(document)).resolves.toEqual([]);
  });
});
