import { VITAL_METRICS, vitalRating } from '@tastetype/quiz-domain';
import type { WebVitalsQuery } from '../../../gql/graphql';
import { useInsightsT } from '../../../shared/insights-messages';
import { useFormats } from '../../../shared/lib/use-formats';
import { DataTable, rowClass } from '../../../shared/components/tables/data-table';
import { RATING_CLASSES, RATING_MESSAGES, vitalFormatIn } from './vital-text';

type Row = WebVitalsQuery['webVitals'][number];

/** The server's rows (a page's metrics one after another) as one line per page, in the server's order. */
function pagesOf(rows: readonly Row[]): [page: string, metrics: Map<Row['metric'], Row>][] {
  const pages = new Map<string, Map<Row['metric'], Row>>();
  for (const row of rows) pages.set(row.page, (pages.get(row.page) ?? new Map()).set(row.metric, row));
  return [...pages];
}

/** One row per page: each metric's 75th percentile, its rating in words, and how many page loads it comes from. */
export function WebVitalsTable({ rows }: { rows: readonly Row[] }) {
  const t = useInsightsT();
  const { locale } = useFormats();
  const format = vitalFormatIn(locale);
  return (
    <DataTable
      caption={t('insights.vitals.caption')}
      columns={[t('insights.vitals.column.page'), ...VITAL_METRICS]}
      endColumns={VITAL_METRICS}
      widthClass="min-w-xl"
    >
      {pagesOf(rows).map(([page, metrics]) => (
        <tr key={page} className={rowClass}>
          <th scope="row" className="py-2 pe-4 text-start font-medium">
            {page === 'other' ? t('insights.vitals.otherPages') : <bdi className="font-mono">{page}</bdi>}
          </th>
          {VITAL_METRICS.map((metric) => {
            const row = metrics.get(metric);
            if (!row || row.p75 === null || row.samples === 0) {
              return (
                <td key={metric} className="py-2 pe-4 text-end text-stone-600">
                  {t('insights.vitals.noSamples')}
                </td>
              );
            }
            const rating = vitalRating(metric, row.p75);
            return (
              <td key={metric} className="py-2 pe-4 text-end tabular-nums">
                <span className="font-semibold">{format(metric, row.p75)}</span>{' '}
                <span
                  className={`ms-1 inline-block rounded-full px-2 text-xs font-medium ring-1 ${RATING_CLASSES[rating]}`}
                >
                  {t(RATING_MESSAGES[rating])}
                </span>{' '}
                <span className="block text-xs text-stone-600">
                  {t('insights.vitals.samples', { count: row.samples })}
                </span>
              </td>
            );
          })}
        </tr>
      ))}
    </DataTable>
  );
}
