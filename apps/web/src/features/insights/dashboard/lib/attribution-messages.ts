import type { InsightsMessage } from '../../shared/insights-messages';
import type { AttributionKey } from './attribution';

/** Each attribution field's words: its tab, its table's first column and caption, and its name in a sentence. */
export const ATTRIBUTION_MESSAGES = {
  channel: {
    tab: 'insights.acquisition.tab.channel',
    column: 'insights.acquisition.column.channel',
    caption: 'insights.acquisition.caption.channel',
    picked: 'insights.attribution.picked.channel',
  },
  source: {
    tab: 'insights.acquisition.tab.source',
    column: 'insights.acquisition.column.source',
    caption: 'insights.acquisition.caption.source',
    picked: 'insights.attribution.picked.source',
  },
  medium: {
    tab: 'insights.acquisition.tab.medium',
    column: 'insights.acquisition.column.medium',
    caption: 'insights.acquisition.caption.medium',
    picked: 'insights.attribution.picked.medium',
  },
  campaign: {
    tab: 'insights.acquisition.tab.campaign',
    column: 'insights.acquisition.column.campaign',
    caption: 'insights.acquisition.caption.campaign',
    picked: 'insights.attribution.picked.campaign',
  },
} as const satisfies Record<AttributionKey, Record<'tab' | 'column' | 'caption' | 'picked', InsightsMessage>>;
