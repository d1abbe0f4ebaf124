import { resultsRemovedBefore } from './results-cutoff';

describe('resultsRemovedBefore', () => {
  it('is null while results are kept forever', () => {
    expect(resultsRemovedBefore(0, new Date('2026-03-10T12:00:00Z'))).toBeNull();
  });

  it('is midnight UTC of today minus the days kept, whatever the hour', () => {
    const cutoff = new Date('2026-01-01T00:00:00Z');
    expect(resultsRemovedBefore(31, new Date('2026-02-01T00:00:00Z'))).toEqual(cutoff);
    expect(resultsRemovedBefore(31, new Date('2026-02-01T23:59:59.999Z'))).toEqual(cutoff);
    expect(resultsRemovedBefore(1, new Date('2026-01-02T08:30:00Z'))).toEqual(cutoff);
  });
});
