// The dashboard's event figures over 30 days, a year and everything, timed through GraphQL, for bench:year.
import { graphqlTimer } from '../analytics/graphql-timing.mjs';
import { domain } from '../../common/domain.mjs';

const { DAY_MS } = domain;
const midnight = (daysAgo) => new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - daysAgo * DAY_MS).toISOString();
/** Whole UTC days, as the dashboard asks: to tomorrow's midnight, so today counts. */
export const WINDOWS = {
  '30 days': `(from: "${midnight(30)}", to: "${midnight(-1)}")`,
  '1 year': `(from: "${midnight(365)}", to: "${midnight(-1)}")`,
  everything: '',
};
const fields = (args) => `{
  funnel${args} { homePageViews starts completions completionRate medianSecondsToComplete questions { question answered } }
  sharing${args} { shareClicks shares sharedLinkLandings startsFromShares completionsFromShares viralFactor }
  funnelDaily${args} { day homePageViews starts completions shares sharedLinkLandings }
}`;

/** Each window's figures and the median of `runs` timings after a first, cold one. */
export async function dashboardFigures(port, token, runs = 7) {
  const timeQuery = graphqlTimer(port, token);
  const out = {};
  for (const [window, args] of Object.entries(WINDOWS)) {
    const { body } = await timeQuery(fields(args));
    const times = [];
    for (let i = 0; i < runs; i++) times.push((await timeQuery(fields(args))).ms);
    times.sort((a, b) => a - b);
    out[window] = { figures: JSON.stringify(body.data), medianMs: times[Math.floor(runs / 2)] };
  }
  return out;
}
