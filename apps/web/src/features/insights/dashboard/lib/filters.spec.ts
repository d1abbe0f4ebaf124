import {
  DEFAULT_FILTER,
  filterFromSearch,
  isUtcDay,
  queryWindow,
  searchFromFilter,
  type InsightsFilter,
} from './filters';

// Late in a UTC day: the presets must still count days in UTC, whatever the local zone says.
const TODAY = new Date('2026-03-10T23:30:00Z');
const read = (search: string) => filterFromSearch(new URLSearchParams(search));

describe('the filter in the address', () => {
  it.each([
    ['range=7d', { from: '2026-03-04T00:00:00.000Z', to: '2026-03-11T00:00:00.000Z' }],
    ['range=30d', { from: '2026-02-09T00:00:00.000Z', to: '2026-03-11T00:00:00.000Z' }],
    ['range=90d', { from: '2025-12-11T00:00:00.000Z', to: '2026-03-11T00:00:00.000Z' }],
    ['range=all', {}],
  ])('%s asks for the last UTC days up to today included (%j)', async (search, window) => {
    expect(queryWindow(read(search).range, TODAY)).toEqual(window);
  });

  it('a custom range of UTC days runs from the first midnight to the midnight after the last day', async () => {
    const filter = read('from=2026-02-27&to=2026-03-01');
    expect(filter.range).toEqual({ kind: 'custom', firstDay: '2026-02-27', lastDay: '2026-03-01' });
    expect(queryWindow(filter.range, TODAY)).toEqual({
      from: '2026-02-27T00:00:00.000Z',
      to: '2026-03-02T00:00:00.000Z',
    });
    expect(queryWindow(read('from=2026-03-05&to=2026-03-05').range, TODAY)).toEqual({
      from: '2026-03-05T00:00:00.000Z',
      to: '2026-03-06T00:00:00.000Z',
    });
  });

  it('reads the personality, and leaves it out when it is none of the three', async () => {
    expect(read('range=7d&personality=healthy')).toEqual({
      range: { kind: 'preset', days: 7 },
      personality: 'healthy',
    });
    expect(read('range=7d&personality=picky')).toEqual({ range: { kind: 'preset', days: 7 } });
  });

  it('reads the language in any letter case, and leaves it out when it is none of ours', async () => {
    expect(read('range=7d&locale=PT-br')).toEqual({ range: { kind: 'preset', days: 7 }, locale: 'pt-BR' });
    expect(read('range=7d&locale=it')).toEqual({ range: { kind: 'preset', days: 7 } });
  });

  it('reads the channel, source, medium and campaign as the server names them, and leaves out what it never could', async () => {
    expect(read('range=7d&channel=Email&source=newsletter&medium=email&campaign=Spring+%26+Summer')).toEqual({
      range: { kind: 'preset', days: 7 },
      channel: 'Email',
      source: 'newsletter',
      medium: 'email',
      campaign: 'Spring & Summer',
    });
    expect(read('range=7d&source=(direct)&campaign=(not+set)')).toEqual({
      range: { kind: 'preset', days: 7 },
      source: '(direct)',
      campaign: '(not set)',
    });
    expect(read(`range=7d&channel=&source=%20&campaign=${'x'.repeat(101)}`)).toEqual({
      range: { kind: 'preset', days: 7 },
    });
  });

  it.each([
    '',
    'range=14d',
    'range=ALL',
    'from=2026-03-05',
    'from=2026-03-05&to=2026-03-01',
    'from=2026-02-30&to=2026-03-01',
    'from=26-03-01&to=2026-03-02',
    'from=2026-03-01T00:00:00Z&to=2026-03-02',
    'range=%E0%A4%A',
  ])('falls back to the last 30 days for %j', async (search) => {
    expect(read(search)).toEqual(DEFAULT_FILTER);
  });

  it.each<InsightsFilter>([
    { range: { kind: 'preset', days: 7 } },
    { range: { kind: 'preset', days: 90 }, personality: 'comfort' },
    { range: { kind: 'all' }, personality: 'adventurous' },
    { range: { kind: 'all' }, personality: 'healthy', locale: 'ar' },
    { range: { kind: 'custom', firstDay: '2025-12-01', lastDay: '2026-01-31' } },
    {
      range: { kind: 'all' },
      ranOn: 'site',
      channel: 'Organic Social',
      source: 'instagram',
      medium: 'social',
      campaign: '<b>',
    },
  ])('writes a view that reads back the same: %j', async (filter) => {
    expect(filterFromSearch(searchFromFilter(filter))).toEqual(filter);
  });

  it('writes short, readable addresses', async () => {
    expect(searchFromFilter({ range: { kind: 'preset', days: 7 }, personality: 'comfort' }).toString()).toBe(
      'range=7d&personality=comfort',
    );
    expect(
      searchFromFilter({ range: { kind: 'custom', firstDay: '2026-01-01', lastDay: '2026-01-31' } }).toString(),
    ).toBe('from=2026-01-01&to=2026-01-31');
    expect(searchFromFilter({ range: { kind: 'all' }, campaign: 'monday', channel: 'Email' }).toString()).toBe(
      'range=all&channel=Email&campaign=monday',
    );
  });

  it('knows a real calendar day', async () => {
    expect(isUtcDay('2024-02-29')).toBe(true);
    expect(isUtcDay('2026-02-29')).toBe(false);
    expect(isUtcDay('2026-3-1')).toBe(false);
    expect(isUtcDay(null)).toBe(false);
  });
});
