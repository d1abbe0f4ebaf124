import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { addVary, encodeJson, pickEncoding } from './encoded-body';

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

describe('addVary', () => {
  /** Just the two header methods addVary uses, over a plain record. */
  const replyWith = (vary?: string | string[]) => {
    const headers: Record<string, unknown> = vary === undefined ? {} : { vary };
    const reply = {
      getHeader: (name: string) => headers[name],
      header: (name: string, value: unknown) => ((headers[name] = value), reply),
    };
    return { reply: reply as unknown as FastifyReply, headers };
  };

  it.each<[string | string[] | undefined, string]>([
    [undefined, 'accept-encoding'],
    ['accept-language', 'accept-language, accept-encoding'],
    ['Accept-Encoding', 'Accept-Encoding'],
    ['origin,accept-language', 'origin, accept-language, accept-encoding'],
    [['origin', 'accept-language'], 'origin, accept-language, accept-encoding'],
    ['*', '*'],
  ])('adds accept-encoding to %p: %s', (vary, expected) => {
    const { reply, headers } = replyWith(vary);
    addVary(reply, 'accept-encoding');
    expect(headers['vary']).toEqual(expected);
  });
});
