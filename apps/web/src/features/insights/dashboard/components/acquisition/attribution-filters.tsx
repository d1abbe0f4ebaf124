import { type RefObject, useRef } from 'react';
import { Button } from '../../../../../components/ui/button';
import { useInsightsT } from '../../../shared/insights-messages';
import { ATTRIBUTION_KEYS, type AttributionKey } from '../../lib/attribution';
import { ATTRIBUTION_MESSAGES } from '../../lib/attribution-messages';
import type { InsightsFilter } from '../../lib/filters';

/** Marks where the value goes in a filter's words: it is set apart, so "(direct)" reads right in Arabic too. */
const VALUE_SLOT = '\u0000';

/**
 * The channel, source, medium and campaign picked in "Where visitors come from", each with its remove button; only
 * that panel and the CSV export take them so far, and the words say so.
 */
export function AttributionFilters({
  filter,
  summary,
  onRemove,
}: {
  filter: InsightsFilter;
  /** What the figures count, in words: where the keyboard waits once no filter of these is left. */
  summary: RefObject<HTMLElement | null>;
  onRemove: (keys: readonly AttributionKey[]) => void;
}) {
  const t = useInsightsT();
  // A removed filter's button is gone: the keyboard waits on the words above instead of falling to the page's start.
  const intro = useRef<HTMLParagraphElement>(null);
  const picked = ATTRIBUTION_KEYS.filter((key) => filter[key]);
  if (picked.length === 0) return null;

  function remove(keys: readonly AttributionKey[]) {
    (keys.length === picked.length ? summary : intro).current?.focus();
    onRemove(keys);
  }

  return (
    <div className="mt-3">
      <p ref={intro} tabIndex={-1} className="text-stone-800 focus-visible:outline-3 focus-visible:outline-orange-700">
        {t('insights.attribution.applies')}
      </p>
      <ul className="mt-2 flex flex-wrap items-center gap-2">
        {picked.map((key) => {
          const value = filter[key] ?? '';
          const words = t(ATTRIBUTION_MESSAGES[key].picked, { value: VALUE_SLOT });
          const [before, after = ''] = words.split(VALUE_SLOT);
          return (
            <li
              key={key}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-orange-50 ps-4 font-semibold ring-1 ring-orange-700/40"
            >
              <span className="[overflow-wrap:anywhere]">
                {before}
                <bdi>{value}</bdi>
                {after}
              </span>
              <button
                type="button"
                onClick={() => remove([key])}
                aria-label={t('insights.attribution.remove', {
                  filter: t(ATTRIBUTION_MESSAGES[key].picked, { value }),
                })}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-xl text-orange-800 hover:bg-orange-100 focus-visible:outline-3 focus-visible:outline-orange-700"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
        {picked.length > 1 && (
          <li>
            <Button variant="ghost" className="min-h-11 px-4 py-2" onClick={() => remove(picked)}>
              {t('insights.attribution.clearAll')}
            </Button>
          </li>
        )}
      </ul>
    </div>
  );
}
