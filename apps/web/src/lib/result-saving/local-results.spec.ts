import { LOCAL_RESULTS_KEY, markLocalResultShared, readLocalResults, saveLocalResult } from './local-results';

const answers = { flavor: 'mild', dining: 'cozy', cooking: 'simple' };
const clientId = '2f1c7a52-93b4-4d0e-9a51-6c3e8b2d1f00';

describe('local fallback results', () => {
  it('appends records with a timestamp id and the local date, keeping earlier ones', async () => {
    const first = saveLocalResult('comfort', answers, clientId, 'en', new Date(2026, 0, 5, 23, 59));
    saveLocalResult('healthy', answers, clientId, 'en', new Date(2026, 0, 6, 8, 0));
    expect(first).toEqual({
      id: String(new Date(2026, 0, 5, 23, 59).getTime()),
      personality: 'comfort',
      date: '2026-01-05',
      answers,
      shared: false,
      clientId,
      locale: 'en',
    });
    expect(readLocalResults().map((r) => [r.personality, r.date])).toEqual([
      ['comfort', '2026-01-05'],
      ['healthy', '2026-01-06'],
    ]);
  });

  it('marks only the named record shared', async () => {
    const kept = saveLocalResult('comfort', answers, clientId, 'en', new Date(2026, 0, 5));
    const shared = saveLocalResult('healthy', answers, clientId, 'en', new Date(2026, 0, 6));
    markLocalResultShared(shared.id);
    expect(readLocalResults().map((r) => [r.id, r.shared])).toEqual([
      [kept.id, false],
      [shared.id, true],
    ]);
  });

  it('starts over from a corrupted list instead of failing', async () => {
    localStorage.setItem(LOCAL_RESULTS_KEY, '{not json');
    expect(readLocalResults()).toEqual([]);
    saveLocalResult('comfort', answers, clientId, 'en');
    expect(readLocalResults()).toHaveLength(1);
  });

  it('still returns the record when storage refuses to write', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(saveLocalResult('adventurous', answers, clientId, 'en').personality).toBe('adventurous');
    setItem.mockRestore();
  });
});
