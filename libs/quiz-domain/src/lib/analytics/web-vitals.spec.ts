import { vitalBucket, vitalP75, vitalRating } from './web-vitals';

describe('Core Web Vitals in buckets', () => {
  it.each([
    ['LCP', 1, 500],
    ['LCP', 2500, 2500],
    ['LCP', 2501, 3000],
    ['LCP', 60_000, null],
    ['INP', 0, 50],
    ['INP', 201, 300],
    ['CLS', 0, 0.01],
    ['CLS', 0.1, 0.1],
    ['CLS', 3, null],
  ] as const)('%s of %d falls in the bucket up to %s', (metric, value, bucket) => {
    expect(vitalBucket(metric, value)).toBe(bucket);
  });

  it('reads the 75th percentile as the bound of the bucket that holds it', () => {
    const counts = new Map([
      [1000, 2],
      [2500, 4],
      [4000, 2],
    ]);
    // 8 loads: the 6th is the first at or past 75 %, in the bucket up to 2500 ms.
    expect(vitalP75('LCP', counts)).toBe(2500);
    expect(
      vitalP75(
        'LCP',
        new Map([
          [1000, 1],
          [null, 3],
        ]),
      ),
    ).toBe(10_000);
    expect(vitalP75('LCP', new Map())).toBeUndefined();
  });

  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 3000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.5, 'poor'],
  ] as const)('rates %s at %d as %s, as web.dev does', (metric, value, rating) => {
    expect(vitalRating(metric, value)).toBe(rating);
  });
});
