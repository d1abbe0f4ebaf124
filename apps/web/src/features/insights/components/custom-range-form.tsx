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
      <label className="flex flex-col gap-1 text-sm font-semibold">
        First day
        <input
          type="date"
          required
          value={firstDay}
          onChange={(event) => setFirstDay(event.target.value)}
          aria-describedby={problem ? problemId : undefined}
          className={field}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Last day (included)
        <input
          type="date"
          required
          value={lastDay}
          onChange={(event) => setLastDay(event.target.value)}
          aria-describedby={problem ? problemId : undefined}
          className={field}
        />
      </label>
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
