/** What the IDE opens with: a question an analyst actually asks, with every argument shown. */
export const EXAMPLE_QUERY = `# TasteType analytics. Put your token in the Headers tab below:
#   { "Authorization": "Bearer <ANALYTICS_TOKEN>" }
# Dates are ISO 8601; "from" is inclusive, "to" exclusive. Days are UTC.

# How many adventurous results were shared last week?
query SharedAdventurousLastWeek {
  resultStats(personality: "adventurous", from: "2026-11-09T00:00:00Z", to: "2026-11-16T00:00:00Z") {
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
