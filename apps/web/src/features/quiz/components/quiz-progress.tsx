export function QuizProgress({ index, total }: { index: number; total: number }) {
  const percent = Math.round(((index + 1) / total) * 100);
  return (
    <div className="mt-6 in-[.framed]:mt-4">
      <p className="text-sm font-semibold text-stone-700">
        Question {index + 1} of {total}
      </p>
      <div
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="mt-2 h-3 overflow-hidden rounded-full bg-orange-100"
      >
        <div
          className="h-full rounded-full bg-orange-600 motion-safe:transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
