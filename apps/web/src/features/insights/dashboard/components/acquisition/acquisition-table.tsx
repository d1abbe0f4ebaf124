import type { AcquisitionQuery } from '../../../gql/graphql';
import { useInsightsT } from '../../../shared/insights-messages';
import { useFormats } from '../../../shared/lib/use-formats';
import { DataTable, rowClass } from '../../../shared/components/tables/data-table';
import type { AttributionKey } from '../../lib/attribution';
import { ATTRIBUTION_MESSAGES } from '../../lib/attribution-messages';

type Row = AcquisitionQuery['acquisition'][number];

const cell = 'py-2 pe-4 text-end tabular-nums';

/**
 * One row per channel, source, medium or campaign, busiest first. Its name is a toggle: pressed, the whole panel shows
 * only its visitors. Names are the visitors' own tags, so they are only ever text.
 */
export function AcquisitionTable({
  by,
  rows,
  picked,
  describedBy,
  onPick,
}: {
  by: AttributionKey;
  rows: readonly Row[];
  /** The value of `by` the panel is filtered by, if any. */
  picked?: string;
  describedBy: string;
  onPick: (value: string | undefined) => void;
}) {
  const t = useInsightsT();
  const { count, ratio } = useFormats();
  const figures = [
    t('insights.acquisition.column.visitors'),
    t('insights.column.starts'),
    t('insights.column.completions'),
    t('insights.acquisition.column.completionRate'),
    t('insights.column.shares'),
    t('insights.acquisition.column.friendsLanded'),
    t('insights.acquisition.column.friendsCompleted'),
  ];
  return (
    <DataTable
      caption={t(ATTRIBUTION_MESSAGES[by].caption)}
      columns={[t(ATTRIBUTION_MESSAGES[by].column), ...figures]}
      endColumns={figures}
      widthClass="min-w-2xl"
    >
      {rows.map((row) => {
        const pressed = row.value === picked;
        return (
          <tr key={row.value} className={rowClass}>
            <th scope="row" className="py-1 pe-4 text-start font-medium">
              <button
                type="button"
                aria-pressed={pressed}
                aria-describedby={describedBy}
                onClick={() => onPick(pressed ? undefined : row.value)}
                className={`min-h-11 max-w-48 rounded-lg px-2 text-start break-words underline decoration-2 underline-offset-4 focus-visible:outline-3 focus-visible:outline-orange-700 ${pressed ? 'bg-orange-700 text-white' : 'text-orange-800 hover:bg-orange-50'}`}
              >
                <bdi>{row.value}</bdi>
              </button>
            </th>
            <td className={cell}>{count(row.visitors)}</td>
            <td className={cell}>{count(row.starts)}</td>
            <td className={cell}>{count(row.completions)}</td>
            <td className={cell}>{ratio(row.completionRate)}</td>
            <td className={cell}>{count(row.shares)}</td>
            <td className={cell}>{count(row.friendsLanded)}</td>
            <td className={cell}>{count(row.friendsCompleted)}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}
