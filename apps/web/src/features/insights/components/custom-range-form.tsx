import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
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
  const [problem, setProblem] = useState<string>();
  const problemId = useId();

  function apply(event: FormEvent) {
    event.preventDefault();
    if (!isUtcDay(firstDay) || !isUtcDay(lastDay)) return setProblem('Pick both days.');
    if (firstDay > lastDay) return setProblem('The first day must not be after the last day.');
    setProblem(undefined);
    onApply(firstDay, lastDay);
  }

  return (
    <form onSubmit={apply} className="mt-3 flex flex-wrap items-end gap-3" aria-label="Custom range">
      <DayField
        label="First day"
        value={firstDay}
        onChange={setFirstDay}
        describedBy={problem ? problemId : undefined}
      />
      <DayField
        label="Last day (included)"
        value={lastDay}
        onChange={setLastDay}
        describedBy={problem ? problemId : undefined}
      />
      <Button type="submit" variant="outline" className="min-h-11 py-2">
        Apply range
      </Button>
      {problem && (
        <p id={problemId} role="alert" className="w-full text-sm font-semibold text-red-700">
          {problem}
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
