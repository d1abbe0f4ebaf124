import { activateLocale } from '../../../../i18n/activate-locale';
import { insightsMessages } from '../../shared/insights-messages';
import { describeAttribution, describeFilter, describeRange } from './describe-filter';
import { formatsIn } from '../../shared/lib/format';

// Late in a UTC day: the presets must still count days in UTC, whatever the local zone says.
const TODAY = new Date('2026-03-10T23:30:00Z');
const { t } = insightsMessages;
const wordsIn = (locale: 'en' | 'es' | 'ar') => ({
  t,
  day: formatsIn(locale).day,
  personalityName: (key: string) => `<${key}>`,
});

afterEach(() => activateLocale('en'));

describe('the filter in words', () => {
  it('describes the period in English with the ISO days of the address', async () => {
    const words = wordsIn('en');
    expect(describeRange({ kind: 'preset', days: 7 }, TODAY, words)).toBe('Last 7 days (2026-03-04 to 2026-03-10)');
    expect(describeRange({ kind: 'all' }, TODAY, words)).toBe('All time');
    expect(describeRange({ kind: 'custom', firstDay: '2026-01-02', lastDay: '2026-01-02' }, TODAY, words)).toBe(
      '2026-01-02',
    );
  });

  it('names the personality and the language, in its own tongue, only when one is picked', async () => {
    const words = wordsIn('en');
    expect(describeFilter({ range: { kind: 'all' } }, 'All time', words)).toBe('All time, all personalities');
    expect(describeFilter({ range: { kind: 'all' }, personality: 'healthy', locale: 'de' }, 'All time', words)).toBe(
      'All time, <healthy>, in Deutsch',
    );
  });

  it('names the channel, source, medium and campaign picked, as the server names them', async () => {
    const { list } = formatsIn('en');
    expect(describeAttribution({}, { t, list })).toBeUndefined();
    expect(describeAttribution({ campaign: '(not set)', channel: 'Email' }, { t, list })).toBe(
      'Channel: Email, Campaign: (not set)',
    );
  });

  it('writes the days as Spanish readers write a date', async () => {
    await insightsMessages.load('es');
    activateLocale('es');
    const days = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeZone: 'UTC' });
    const [first, last] = ['2026-03-04', '2026-03-10'].map((day) => days.format(new Date(`${day}T00:00:00Z`)));
    expect(describeRange({ kind: 'preset', days: 7 }, TODAY, wordsIn('es'))).toBe(
      `Últimos 7 días (del ${first} al ${last})`,
    );
  });

  it('counts the days with the plural Arabic gives each number', async () => {
    await insightsMessages.load('ar');
    activateLocale('ar');
    const number = new Intl.NumberFormat('ar');
    const words = wordsIn('ar');
    expect(describeRange({ kind: 'preset', days: 7 }, TODAY, words)).toMatch(
      new RegExp(`^آخر ${number.format(7)} أيام `),
    );
    expect(describeRange({ kind: 'preset', days: 30 }, TODAY, words)).toMatch(
      new RegExp(`^آخر ${number.format(30)} يومًا `),
    );
  });
});
