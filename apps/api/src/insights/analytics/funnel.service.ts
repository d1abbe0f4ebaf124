import { ReadDatabase } from '../../platform/database/read-database';
import { Injectable } from '@nestjs/common';
import { QUESTIONS, dropOffPercent } from '@tastetype/quiz-domain';
import type { TimeRange } from '../../platform/database/time-buckets';
import { type EventCount, type EventFilter, EventsRepository } from '../../quiz/events/events.repository';
import type { EmbedSite } from './models/embed-site.model';
import { checked } from './analytics.service';
import type { FunnelDay } from './models/funnel-day.model';
import type { Funnel } from './models/funnel.model';
import type { Sharing } from './models/sharing.model';

type Kind = Partial<Pick<EventCount, 'name' | 'route' | 'question' | 'fromShare'>>;

const VIEWS: Kind = { name: 'page_view', route: '/' };
const STARTS: Kind = { name: 'quiz_start' };
const COMPLETIONS: Kind = { name: 'quiz_complete' };
const SHARES: Kind = { name: 'share_success' };
const LANDINGS: Kind = { name: 'shared_link_landing' };

/** Numbered as the quiz shows them: 'Question N of 3'. */
const QUESTION_NUMBERS = QUESTIONS.map((_, index) => index + 1);

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** Events of one kind among counted rows. */
function total(rows: Pick<EventCount, 'count'>[], kind: Kind): number {
  const matches = (row: object) =>
    Object.entries(kind).every(([key, value]) => (row as Record<string, unknown>)[key] === value);
  return rows.reduce((sum, row) => (matches(row) ? sum + row.count : sum), 0);
}

/** The median of a histogram of whole seconds (the mean of the two middle values when their number is even). */
function medianSeconds(completions: EventCount[]): number | null {
  const sorted = [...completions].sort((a, b) => a.seconds - b.seconds);
  const n = total(sorted, {});
  if (n === 0) return null;
  const valueAt = (rank: number) => {
    let seen = 0;
    return sorted.find((row) => (seen += row.count) >= rank)?.seconds ?? 0;
  };
  return (valueAt(Math.ceil(n / 2)) + valueAt(Math.floor(n / 2) + 1)) / 2;
}

/** Funnel and sharing figures, summed here from the events counted per kind. */
@Injectable()
export class FunnelService {
  constructor(
    private readonly events: EventsRepository,
    private readonly read: ReadDatabase,
  ) {}

  async funnel(range: EventFilter): Promise<Funnel> {
    const [rows, asOf] = await Promise.all([this.events.counts(checked(range)), this.read.asOf()]);
    const starts = total(rows, STARTS);
    const completions = total(rows, COMPLETIONS);
    const answered = QUESTION_NUMBERS.map((question) => total(rows, { name: 'question_answered', question }));
    const reached = [starts, ...answered];
    const homePageViews = total(rows, VIEWS);
    return {
      homePageViews,
      views: homePageViews,
      starts,
      completions,
      completionRate: Math.min(1, ratio(completions, starts)),
      medianSecondsToComplete: medianSeconds(rows.filter((row) => row.name === COMPLETIONS.name)),
      resultViews: total(rows, { name: 'result_view' }),
      questions: QUESTION_NUMBERS.map((question, i) => ({
        question,
        answered: answered[i],
        dropOffPercent: dropOffPercent(reached[i], answered[i]) ?? 0,
      })),
      asOf,
    };
  }

  async sharing(range: EventFilter): Promise<Sharing> {
    const [rows, asOf] = await Promise.all([this.events.counts(checked(range)), this.read.asOf()]);
    const completions = total(rows, COMPLETIONS);
    const shares = total(rows, SHARES);
    const completionsFromShares = total(rows, { ...COMPLETIONS, fromShare: true });
    return {
      shareClicks: total(rows, { name: 'share_click' }),
      shares,
      shareRate: ratio(shares, completions),
      sharedLinkLandings: total(rows, LANDINGS),
      startsFromShares: total(rows, { ...STARTS, fromShare: true }),
      completionsFromShares,
      viralFactor: ratio(completionsFromShares, completions),
      asOf,
    };
  }

  /** Where the quiz ran, busiest first: the site (origin null) and each publisher's page that embeds it. */
  async embedSites(range: TimeRange): Promise<EmbedSite[]> {
    const rows = await this.events.countsByOrigin(checked(range));
    const sites = new Map<string | null, EmbedSite>();
    for (const { origin, name, count } of rows) {
      const site = sites.get(origin) ?? { origin, starts: 0, completions: 0, shares: 0 };
      if (name === STARTS.name) site.starts += count;
      if (name === COMPLETIONS.name) site.completions += count;
      if (name === SHARES.name) site.shares += count;
      sites.set(origin, site);
    }
    // Busiest first; ties in a fixed order, the site first, then by origin.
    return [...sites.values()].sort(
      (a, b) =>
        b.starts - a.starts ||
        Number(a.origin !== null) - Number(b.origin !== null) ||
        (a.origin ?? '').localeCompare(b.origin ?? ''),
    );
  }

  /** One row per UTC day with any events, oldest first. */
  async daily(range: EventFilter): Promise<FunnelDay[]> {
    const rows = await this.events.dailyCounts(checked(range));
    const days = new Map<string, typeof rows>();
    for (const row of rows) days.set(row.day, [...(days.get(row.day) ?? []), row]);
    return [...days].map(([day, counts]) => {
      const homePageViews = total(counts, VIEWS);
      return {
        day,
        homePageViews,
        views: homePageViews,
        starts: total(counts, STARTS),
        completions: total(counts, COMPLETIONS),
        shares: total(counts, SHARES),
        sharedLinkLandings: total(counts, LANDINGS),
      };
    });
  }
}
