import { type ReactNode, useId } from 'react';
import { useInsightsT } from '../../../shared/insights-messages';

/** Marks where the chart's name goes in the disclosure's words; no translation holds it. */
const CHART_SLOT = '\u0000';

/** A titled region holding a chart, a line about it, and its figures as a table behind a disclosure. */
export function ChartCard({
  title,
  note,
  chart,
  table,
  className = '',
}: {
  title: string;
  note?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  const t = useInsightsT();
  // The chart's name is for screen readers, who meet the disclosures out of their cards; each language places it.
  const [before, after = ''] = t('insights.chart.showTable', { chart: CHART_SLOT }).split(CHART_SLOT);
  return (
    <section
      aria-labelledby={headingId}
      className={`min-w-0 rounded-3xl bg-white p-5 shadow-md ring-1 ring-stone-900/5 ${className}`}
    >
      <h3 id={headingId} className="text-lg font-bold">
        {title}
      </h3>
      {note && <p className="mt-1 text-sm text-stone-700">{note}</p>}
      <div className="mt-4">{chart}</div>
      <details className="group mt-4">
        <summary className="cursor-pointer rounded-lg py-1 text-sm font-semibold text-orange-800 focus-visible:outline-3 focus-visible:outline-orange-700">
          {before}
          <span className="sr-only">{t('insights.chart.ofChart', { title })}</span>
          {after}
        </summary>
        <div className="mt-2 space-y-4">{table}</div>
      </details>
    </section>
  );
}
