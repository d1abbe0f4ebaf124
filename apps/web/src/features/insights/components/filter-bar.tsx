import { LOCALE_NAMES, LOCALES, PERSONALITY_KEYS, isPersonalityKey, toLocale } from '@tastetype/quiz-domain';
import { useId, useState } from 'react';
import { type InsightsFilter, PRESET_DAYS, type RangeChoice, daysOf } from '../lib/filters';
import { PERSONALITY_LABELS } from '../lib/palette';
import { CustomRangeForm } from './custom-range-form';

const PERIOD_OPTIONS = [
  ...PRESET_DAYS.map((days) => ({ value: `${days}d`, label: `Last ${days} days` })),
  { value: 'all', label: 'All time' },
  { value: 'custom', label: 'Custom range' },
];

const rangeValue = (range: RangeChoice) =>
  range.kind === 'preset' ? `${range.days}d` : range.kind === 'all' ? 'all' : 'custom';

function presetOf(value: string): RangeChoice | undefined {
  if (value === 'all') return { kind: 'all' };
  const days = PRESET_DAYS.find((preset) => value === `${preset}d`);
  return days ? { kind: 'preset', days } : undefined;
}

const control = 'accent-orange-700 focus-visible:outline-3 focus-visible:outline-orange-700';

/** Period and personality; a preset applies at once, a custom range once both days are picked. */
export function FilterBar({
  filter,
  today,
  onChange,
}: {
  filter: InsightsFilter;
  today: Date;
  onChange: (next: InsightsFilter) => void;
}) {
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
        <legend className="text-sm font-semibold">Period (UTC days)</legend>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {PERIOD_OPTIONS.map((option) => (
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
          Personality
        </label>
        <select
          id={personalityId}
          value={filter.personality ?? 'all'}
          onChange={(event) => choosePersonality(event.target.value)}
          className={`min-h-11 rounded-xl border-2 border-stone-400 bg-white px-3 text-base font-normal ${control}`}
        >
          <option value="all">All personalities</option>
          {PERSONALITY_KEYS.map((key) => (
            <option key={key} value={key}>
              {PERSONALITY_LABELS[key]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={localeId} className="text-sm font-semibold">
          Language
        </label>
        <select
          id={localeId}
          value={filter.locale ?? 'all'}
          onChange={(event) => chooseLocale(event.target.value)}
          className={`min-h-11 rounded-xl border-2 border-stone-400 bg-white px-3 text-base font-normal ${control}`}
        >
          <option value="all">All languages</option>
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
