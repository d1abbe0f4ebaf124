import type { MockedResponse } from '@apollo/client/testing';
import { DAY_MS } from '@tastetype/quiz-domain';
import {
  DataRetentionDocument,
  EventInsightsDocument,
  ResultInsightsDocument,
} from '../../features/insights/gql/graphql';

/** The UTC day `offset` days from today, as the dashboard's presets count them. */
export const utcDay = (offset = 0) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

interface Window {
  from?: string;
  to?: string;
  personality?: string;
  locale?: string;
  ranOn?: string;
}

/** Matches the query's window, personality and where the quiz ran; `from`, when given, as a UTC day. */
function windowIs(expected: {
  fromDay?: string;
  toDay?: string;
  personality?: string;
  locale?: string;
  ranOn?: string;
  all?: boolean;
}) {
  return (variables: Window) =>
    (expected.all
      ? variables.from === undefined
      : variables.from?.slice(0, 10) === (expected.fromDay ?? utcDay(-29))) &&
    (expected.toDay === undefined || variables.to?.slice(0, 10) === expected.toDay) &&
    variables.personality === expected.personality &&
    variables.locale === expected.locale &&
    variables.ranOn === expected.ranOn;
}

export type WindowMatch = Parameters<typeof windowIs>[0];

export const STATS = {
  __typename: 'ResultStats' as const,
  total: 10,
  shared: 4,
  shareRate: 0.4,
  byPersonality: [
    { __typename: 'PersonalityCount' as const, personality: 'comfort' as const, count: 5, percent: 50 },
    { __typename: 'PersonalityCount' as const, personality: 'adventurous' as const, count: 3, percent: 30 },
    { __typename: 'PersonalityCount' as const, personality: 'healthy' as const, count: 2, percent: 20 },
  ],
  answers: [
    ['flavor', 'mild', 5],
    ['flavor', 'spicy', 3],
    ['flavor', 'fresh', 2],
    ['dining', 'cozy', 6],
    ['dining', 'exotic', 4],
    ['cooking', 'traditional', 5],
    ['cooking', 'experimental', 3],
    ['cooking', 'simple', 2],
  ].map(([question, option, count]) => ({ __typename: 'AnswerCount' as const, question, option, count })),
};

export const NO_STATS = {
  ...STATS,
  total: 0,
  shared: 0,
  shareRate: 0,
  byPersonality: STATS.byPersonality.map((share) => ({ ...share, count: 0, percent: 0 })),
  answers: [],
};

const daily = (total: number) => [
  { __typename: 'DailyResultCount' as const, day: utcDay(-1), count: total - 4, shared: 3 },
  { __typename: 'DailyResultCount' as const, day: utcDay(0), count: 4, shared: 1 },
];

/** Each language's stored results, busiest first, as resultsByLocale gives them. */
export const LANGUAGES = [
  { __typename: 'LocaleResults' as const, locale: 'en', completions: 9, shares: 3 },
  { __typename: 'LocaleResults' as const, locale: 'es', completions: 4, shares: 1 },
  { __typename: 'LocaleResults' as const, locale: 'ar', completions: 1, shares: 0 },
];

export function resultsMock(
  match: WindowMatch = {},
  stats: typeof STATS = STATS,
  options: { delay?: number } = {},
): MockedResponse {
  return {
    request: { query: ResultInsightsDocument, variables: windowIs(match) },
    result: {
      data: { resultStats: stats, dailyResults: stats.total ? daily(stats.total) : [], resultsByLocale: LANGUAGES },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
    delay: options.delay ?? 0,
  };
}

export const FUNNEL: {
  __typename: 'Funnel';
  homePageViews: number;
  starts: number;
  questions: { __typename: 'FunnelQuestion'; question: number; answered: number; dropOffPercent: number }[];
  completions: number;
  resultViews: number;
  completionRate: number;
  medianSecondsToComplete: number | null;
} = {
  __typename: 'Funnel',
  homePageViews: 40,
  starts: 20,
  questions: [1, 2, 3].map((question, index) => ({
    __typename: 'FunnelQuestion',
    question,
    answered: [18, 15, 12][index],
    // As the server computes them: 18 of 20 starts, 15 of 18, 12 of 15.
    dropOffPercent: [10, 16.7, 20][index],
  })),
  completions: 12,
  resultViews: 14,
  completionRate: 0.6,
  medianSecondsToComplete: 31,
};

export const SHARING = {
  __typename: 'Sharing' as const,
  shareClicks: 6,
  shares: 5,
  shareRate: 5 / 12,
  sharedLinkLandings: 7,
  startsFromShares: 3,
  completionsFromShares: 2,
  viralFactor: 2 / 12,
};

export const NO_FUNNEL = {
  ...FUNNEL,
  homePageViews: 0,
  starts: 0,
  questions: [],
  completions: 0,
  resultViews: 0,
  completionRate: 0,
  medianSecondsToComplete: null,
};

export const NO_SHARING = {
  ...SHARING,
  shareClicks: 0,
  shares: 0,
  shareRate: 0,
  sharedLinkLandings: 0,
  startsFromShares: 0,
  completionsFromShares: 0,
  viralFactor: 0,
};

export const EMBED_SITES = [
  { __typename: 'EmbedSite' as const, origin: null, starts: 14, completions: 9, shares: 4 },
  { __typename: 'EmbedSite' as const, origin: 'https://blog.example', starts: 6, completions: 3, shares: 1 },
];

export function eventsMock(
  match: WindowMatch = {},
  funnel = FUNNEL,
  sharing = SHARING,
  embedSites = EMBED_SITES,
): MockedResponse {
  return {
    request: { query: EventInsightsDocument, variables: windowIs(match) },
    result: { data: { funnel, sharing, embedSites } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    delay: 0,
  };
}

/** The server's defaults: raw events kept 400 days (the oldest from 27 Nov 2025), results forever. */
export const RETENTION = {
  __typename: 'DataRetention' as const,
  eventsKeepDays: 400,
  rawEventsSince: '2025-11-27T09:15:00.000Z',
  resultsKeepDays: 0,
  resultsRemovedBefore: null as string | null,
};

export function retentionMock(retention = RETENTION): MockedResponse {
  return {
    request: { query: DataRetentionDocument },
    result: { data: { dataRetention: retention } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    delay: 0,
  };
}
