import { splitIntoBuckets } from './time-buckets';

const at = (iso: string) => new Date(iso);
const span = (start: string, end: string) => [at(start), at(end)];

describe('splitIntoBuckets', () => {
  it.each([
    ['no bounds', {}, { days: [['-infinity', 'infinity']], hours: [], rows: [] }],
    [
      'partial hours and days at both ends',
      { from: at('2026-03-01T10:30:00Z'), to: at('2026-03-04T02:15:00Z') },
      {
        days: [span('2026-03-02T00:00:00Z', '2026-03-04T00:00:00Z')],
        hours: [
          span('2026-03-01T11:00:00Z', '2026-03-02T00:00:00Z'),
          span('2026-03-04T00:00:00Z', '2026-03-04T02:00:00Z'),
        ],
        rows: [
          span('2026-03-01T10:30:00Z', '2026-03-01T11:00:00Z'),
          span('2026-03-04T02:00:00Z', '2026-03-04T02:15:00Z'),
        ],
      },
    ],
    [
      'whole days only',
      { from: at('2026-03-01T00:00:00Z'), to: at('2026-03-03T00:00:00Z') },
      { days: [span('2026-03-01T00:00:00Z', '2026-03-03T00:00:00Z')], hours: [], rows: [] },
    ],
    [
      'a window across midnight',
      { from: at('2026-03-03T22:45:00Z'), to: at('2026-03-04T01:00:00Z') },
      {
        days: [],
        hours: [span('2026-03-03T23:00:00Z', '2026-03-04T01:00:00Z')],
        rows: [span('2026-03-03T22:45:00Z', '2026-03-03T23:00:00Z')],
      },
    ],
    [
      'a window inside one hour',
      { from: at('2026-03-03T22:10:00Z'), to: at('2026-03-03T22:20:00Z') },
      { days: [], hours: [], rows: [span('2026-03-03T22:10:00Z', '2026-03-03T22:20:00Z')] },
    ],
    [
      'only a start',
      { from: at('2026-03-03T22:10:00Z') },
      {
        days: [[at('2026-03-04T00:00:00Z'), 'infinity']],
        hours: [span('2026-03-03T23:00:00Z', '2026-03-04T00:00:00Z')],
        rows: [span('2026-03-03T22:10:00Z', '2026-03-03T23:00:00Z')],
      },
    ],
    [
      'an empty window',
      { from: at('2026-03-03T22:10:00Z'), to: at('2026-03-03T22:10:00Z') },
      { days: [], hours: [], rows: [] },
    ],
  ])('splits %s', (_case, range, buckets) => {
    expect(splitIntoBuckets(range)).toEqual(buckets);
  });
});
