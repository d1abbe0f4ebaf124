import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { type InsightsMessage, useInsightsT } from '../../shared/insights-messages';
import { isUtcDay } from '../lib/filters';

const field =
  'min-h-11 rounded-xl border-2 border-stone-400 bg-white px-3 text-base font-normal ' +
  'focus-visible:outline-3 focus-visible:outline-orange-700';

/** Two whole UTC days, both included; applied together, so a half-picked range never reaches the address. */
export function CustomRangeForm({
  initial,
  onApply,
}: {
  initial?: { firstDay: string; lastDay: string };
  onApply: (firstDay: string, lastDay: string) => void;
}) {
  const [firstDay, setFirstDay] = useState(initial?.firstDay ?? '');
  const [lastDay, setLastDay] = useState(initial?.lastDay ?? '');
  // The message, not its text: a problem on screen follows a change of language.
  const [problem, setProblem] = useState<InsightsMessage>();
  const problemId = useId();
  const t = useInsightsT();

  function apply(event: FormEvent) {
    event.preventDefault();
    if (!isUtcDay(firstDay) || !isUtcDay(lastDay)) return setProblem('insights.customRange.missingDay');
    if (firstDay > lastDay) return setProblem('insights.customRange.reversed');
    setProblem(undefined);
    onApply(firstDay, lastDay);
  }

  return (
    <form onSubmit={apply} className="mt-3 flex flex-wrap items-end gap-3" aria-label={t('insights.period.custom')}>
      <DayField
        label={t('insights.customRange.firstDay')}
        value={firstDay}
        onChange={setFirstDay}
        describedBy={problem ? problemId : undefined}
      />
      <DayField
        label={t('insights.customRange.lastDay')}
        value={lastDay}
        onChange={setLastDay}
        describedBy={problem ? problemId : undefined}
      />
      <Button type="submit" variant="outline" className="min-h-11 py-2">
        {t('insights.customRange.apply')}
      </Button>
      {problem && (
        <p id={problemId} role="alert" className="w-full text-sm font-semibold text-red-700">
          {t(problem)}
        </p>
      )}
    </form>
  );
}

function DayField({
  label,
  value,
  onChange,
  describedBy,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
  describedBy?: string;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      {label}
      <input
        type="date"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy}
        className={field}
      />
    </label>
  );
}
