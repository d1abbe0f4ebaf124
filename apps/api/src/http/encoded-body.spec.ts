import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodeJson, pickEncoding } from './encoded-body';

describe('encodeJson', () => {
  it('keeps one body in three encodings under one strong ETag', () => {
    const json = encodeJson({ comfort: { title: 'Comfort Connoisseur' } });
    expect(JSON.parse(json.identity.toString())).toEqual({ comfort: { title: 'Comfort Connoisseur' } });
    expect(brotliDecompressSync(json.br)).toEqual(json.identity);
    expect(gunzipSync(json.gzip)).toEqual(json.identity);
    expect(json.etag).toMatch(/^"[\w-]{27}"$/);
    expect(encodeJson({ other: 1 }).etag).not.toBe(json.etag);
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['BR;q=1.0, gzip;q=0.5', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', undefined],
    ['*', 'gzip'],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
