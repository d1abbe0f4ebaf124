import { LOCALE_NAMES, LOCALES, PERSONALITY_KEYS, isPersonalityKey, toLocale } from '@tastetype/quiz-domain';
import { useId, useState } from 'react';
import { PERSONALITY_MESSAGES } from '../../../../i18n/personality-messages';
import { useT } from '../../../../i18n/site-messages';
import { type InsightsT, useInsightsT } from '../../shared/insights-messages';
import { type InsightsFilter, PRESET_DAYS, type RangeChoice, daysOf } from '../lib/filters';
import { CustomRangeForm } from './custom-range-form';

const periodOptions = (t: InsightsT) => [
  ...PRESET_DAYS.map((days) => ({ value: `${days}d`, label: t('insights.period.lastDays', { days }) })),
  { value: 'all', label: t('insights.period.allTime') },
  { value: 'custom', label: t('insights.period.custom') },
];

const rangeValue = (range: RangeChoice) =>
  range.kind === 'preset' ? `${range.days}d` : range.kind === 'all' ? 'all' : 'custom';

function presetOf(value: string): RangeChoice | undefined {
  if (value === 'all') return { kind: 'all' };
  const days = PRESET_DAYS.find((preset) => value === `${preset}d`);
  return days ? { kind: 'preset', days } : undefined;
}

const control = 'accent-orange-700 focus-visible:outline-3 focus-visible:outline-orange-700';

/** Period, personality and language; a preset applies at once, a custom range once both days are picked. */
export function FilterBar({
  filter,
  today,
  onChange,
}: {
  filter: InsightsFilter;
  today: Date;
  onChange: (next: InsightsFilter) => void;
}) {
  const t = useInsightsT();
  const siteT = useT();
  const [customOpen, setCustomOpen] = useState(filter.range.kind === 'custom');
  const personalityId = useId();
  const localeId = useId();
  const selected = customOpen ? 'custom' : rangeValue(filter.range);

  function choosePeriod(value: string) {
    const preset = presetOf(value);
    setCustomOpen(!preset);
    if (preset) onChange({ ...filter, range: preset });
  }

  // The other filters stay: each select changes its own part of the view, and the address leaves out what is unset.
  function choosePersonality(value: string) {
    onChange({ ...filter, personality: isPersonalityKey(value) ? value : undefined });
  }

  function chooseLocale(value: string) {
    onChange({ ...filter, locale: toLocale(value) });
  }

  return (
    <div className="flex flex-col gap-5 lg:flex-row lg:flex-wrap lg:items-start lg:gap-x-10">
      <fieldset>
        <legend className="text-sm font-semibold">{t('insights.period.legend')}</legend>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {periodOptions(t).map((option) => (
            <label key={option.value} className="inline-flex min-h-6 items-center gap-2">
              <input
                type="radio"
                name="period"
                value={option.value}
                checked={selected === option.value}
                onChange={() => choosePeriod(option.value)}
                className={`size-4 ${control}`}
              />
              {option.label}
            </label>
          ))}
        </div>
        {customOpen && (
          <CustomRangeForm
            initial={daysOf(filter.range, today) ?? daysOf({ kind: 'preset', days: 30 }, today)}
            onApply={(firstDay, lastDay) => onChange({ ...filter, range: { kind: 'custom', firstDay, lastDay } })}
          />
        )}
      </fieldset>
      <div className="flex flex-col gap-2">
        <label htmlFor={personalityId} className="text-sm font-semibold">
          {t('insights.personality.label')}
        </label>
        <select
          id={personalityId}
          value={filter.personality ?? 'all'}
          onChange={(event) => choosePersonality(event.target.value)}
          className={`min-h-11 rounded-xl border-2 border-stone-400 bg-white px-3 text-base font-normal ${control}`}
        >
          <option value="all">{t('insights.personality.all')}</option>
          {PERSONALITY_KEYS.map((key) => (
            <option key={key} value={key}>
              {siteT(PERSONALITY_MESSAGES[key])}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={localeId} className="text-sm font-semibold">
          {t('insights.language.label')}
        </label>
        <select
          id={localeId}
          value={filter.locale ?? 'all'}
          onChange={(event) => chooseLocale(event.target.value)}
          className={`min-h-11 rounded-xl border-2 border-stone-400 bg-white px-3 text-base font-normal ${control}`}
        >
          <option value="all">{t('insights.language.all')}</option>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
