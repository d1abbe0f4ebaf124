import type { DataRetentionQuery } from '../../gql/graphql';
import { useInsightsT } from '../../shared/insights-messages';
import { useFormats } from '../../shared/lib/use-formats';

type Retention = DataRetentionQuery['dataRetention'] | undefined;

/** The UTC day of an ISO instant, as the dashboard's days are counted. */
const utcDayOf = (instant: string) => new Date(instant).toISOString().slice(0, 10);

/** How far back raw events go; nothing until the server has said (the figures speak for themselves meanwhile). */
export function RawEventsNote({ retention }: { retention: Retention }) {
  const t = useInsightsT();
  const { day } = useFormats();
  if (!retention) return null;
  const { eventsKeepDays, rawEventsSince } = retention;
  let text: string;
  if (eventsKeepDays === 0) text = t('insights.retention.eventsForever');
  else if (rawEventsSince) text = t('insights.retention.eventsSince', { day: day(utcDayOf(rawEventsSince)) });
  else text = t('insights.retention.eventsNone');
  return <p className="mt-1 text-sm text-stone-700">{text}</p>;
}

/** Said only when RESULTS_KEEP_DAYS deletes old results: a shorter history must never look like fewer visitors. */
export function RemovedResultsNote({ retention }: { retention: Retention }) {
  const t = useInsightsT();
  const { day } = useFormats();
  if (!retention?.resultsRemovedBefore) return null;
  return (
    <p className="mt-1 text-sm text-stone-700">
      {t('insights.retention.resultsRemoved', { day: day(utcDayOf(retention.resultsRemovedBefore)) })}
    </p>
  );
}
