import { DAY_MS } from '@tastetype/quiz-domain';

/** Monday 00:00 UTC of last week, and of this week. */
export function lastWeek(now: Date): { from: string; to: string } {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const thisMonday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  return { from: new Date(thisMonday - 7 * DAY_MS).toISOString(), to: new Date(thisMonday).toISOString() };
}

/** How the example starts for a key: where the token goes. */
const KEY_INTRO = `# TasteType analytics. Put your token in the Headers tab below:
#   { "Authorization": "Bearer <ANALYTICS_TOKEN>" }
`;

/** How it starts for a person signed in through the identity provider: on one comment line, whatever the name holds. */
const sessionIntro = (name: string) => `# TasteType analytics. Signed in as ${name.replace(/\s+/g, ' ')}: your session
# goes with every query, so no token is needed.
`;

/** What the IDE opens with: a question an analyst actually asks, with every argument shown. */
export const exampleQuery = (
  week = lastWeek(new Date()),
  signedInAs?: string,
) => `${signedInAs === undefined ? KEY_INTRO : sessionIntro(signedInAs)}# Dates are ISO 8601; "from" is inclusive, "to" exclusive. Days are UTC.

# How many adventurous results were shared last week?
query SharedAdventurousLastWeek {
  resultStats(personality: adventurous, from: "${week.from}", to: "${week.to}") {
    total
    shared
    shareRate
  }
}

query Overview {
  resultStats {
    total
    shared
    shareRate
    byPersonality { personality count percent }
    answers { question option count }
  }
  dailyResults { day count shared }
}

query LatestResults {
  personalityResults(first: 10) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id personality answers { flavor dining cooking } shared createdAt } }
  }
}
`;

export const EXAMPLE_HEADERS = JSON.stringify({ Authorization: 'Bearer <paste your ANALYTICS_TOKEN here>' }, null, 2);

/** A session needs no header: the cookie and the CSRF token go with every query by themselves. */
export const SESSION_HEADERS = '{}';
