import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The image's uncompressed size, as `docker images` reports it: the sum of its layers' unpacked bytes. */
export function imageBytes(workDir, docker) {
  const layers = JSON.parse(readFileSync(join(workDir, 'storage', 'overlay-layers', 'layers.json'), 'utf8'));
  const unpacked = new Map(layers.map((layer) => [layer['diff-digest'], layer['diff-size']]));
  return docker.rootfs.diff_ids.reduce((sum, digest) => sum + (unpacked.get(digest) ?? 0), 0);
}
