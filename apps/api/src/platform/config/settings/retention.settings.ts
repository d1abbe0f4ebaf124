import { Setting, WholeNumber } from '../setting';

/** How long stored data is kept: what bounds the data disk over the years. */
export class RetentionSettings {
  @Setting(
    'Days raw funnel events are kept (0: forever). Older days are dropped a whole partition at a time, and their ' +
      'hourly counts fold into the daily counts, which are kept forever: every chart stays exact.',
  )
  @WholeNumber('EVENTS_KEEP_DAYS', 0, 100_000)
  EVENTS_KEEP_DAYS = 400;

  @Setting(
    'Days quiz results are kept (0: forever). When set, older results are deleted hourly and the dashboard says ' +
      'from when on results remain.',
  )
  @WholeNumber('RESULTS_KEEP_DAYS', 0, 100_000)
  RESULTS_KEEP_DAYS = 0;
}
