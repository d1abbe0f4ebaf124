import { useId, useMemo, useState } from 'react';
import { useAcquisition } from '../../api/use-acquisition';
import { useInsightsT } from '../../../shared/insights-messages';
import { LoadFailed, Loading, NothingToShow } from '../../../shared/components/load-states';
import { Tabs } from '../../../shared/components/tabs';
import type { Refusal } from '../../../shared/lib/refusal';
import { useRefusal } from '../../../shared/lib/use-refusal';
import { ATTRIBUTION_KEYS, type AttributionKey, attributionOf } from '../../lib/attribution';
import { ATTRIBUTION_MESSAGES } from '../../lib/attribution-messages';
import type { InsightsFilter, QueryWindow } from '../../lib/filters';
import { AcquisitionTable } from './acquisition-table';

interface Props {
  bounds: QueryWindow;
  filter: InsightsFilter;
  /** The period and any attribution picked, in words. */
  filterText: string;
  onPick: (key: AttributionKey, value: string | undefined) => void;
  onRefused: (refusal: Refusal) => void;
}

/** Visitors by channel, source, medium or campaign, one tab each; a row's name narrows every tab to its visitors. */
export function AcquisitionPanel(props: Props) {
  const t = useInsightsT();
  const [by, setBy] = useState<AttributionKey>('channel');
  const hintId = useId();
  const tabs = ATTRIBUTION_KEYS.map((key) => ({ key, label: t(ATTRIBUTION_MESSAGES[key].tab) }));
  return (
    <Tabs label={t('insights.acquisition.tabs')} tabs={tabs} selected={by} onSelect={setBy}>
      <p id={hintId} className="mb-3 text-sm text-stone-700">
        {t('insights.acquisition.pickHint')}
      </p>
      {/* Keyed by the tab: the rows kept on screen while a filter reloads are always this tab's. */}
      <AcquisitionTab key={by} by={by} hintId={hintId} {...props} />
    </Tabs>
  );
}

function AcquisitionTab({
  by,
  hintId,
  bounds,
  filter,
  filterText,
  onPick,
  onRefused,
}: Props & {
  by: AttributionKey;
  hintId: string;
}) {
  const t = useInsightsT();
  const within = useMemo(() => attributionOf(filter), [filter]);
  const query = useAcquisition(by, bounds, filter.ranOn, within);
  const refusal = useRefusal([query.error], onRefused);
  if (refusal) return null;
  // While another filter loads, the last rows stay, so the name just pressed keeps the keyboard.
  const data = query.data ?? (query.loading ? query.previousData : undefined);
  if (!data) {
    if (query.loading) return <Loading>{t('insights.acquisition.loading', { filter: filterText })}</Loading>;
    return (
      <LoadFailed
        title={t('insights.acquisition.loadFailed')}
        message={query.error?.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (data.acquisition.length === 0) {
    return <NothingToShow>{t('insights.acquisition.none', { filter: filterText })}</NothingToShow>;
  }
  return (
    <AcquisitionTable
      by={by}
      rows={data.acquisition}
      picked={filter[by]}
      describedBy={hintId}
      onPick={(value) => onPick(by, value)}
    />
  );
}
