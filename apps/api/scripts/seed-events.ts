import { EventsRepository } from '../src/quiz/events/events.repository';
import { EventPartitionsRepository } from '../src/quiz/events/partitions/event-partitions.repository';
import { addDays, dayOf, daysFrom } from '../src/quiz/events/partitions/utc-days';
import { runSeed } from './run-seed';

// Seeds N synthetic funnel events (whole attempts over the last 90 days): npm run seed:events -- 10000000
// (SEED_DAYS=400 spreads them over more days, each with its partition made first)

const EVENTS_PER_BATCH = 500_000;
// Events of an average seeded attempt, rounded down: a batch asks for a few more attempts than it needs.
const EVENTS_PER_ATTEMPT = 6;
const SEED_DAYS = Number(process.env['SEED_DAYS'] ?? 90);

runSeed({
  what: 'events',
  script: 'seed:events',
  batch: EVENTS_PER_BATCH,
  max: 100_000_000,
  example: '10000000',
  add: async (db, size) => {
    const today = dayOf(new Date());
    await new EventPartitionsRepository(db).create(daysFrom(addDays(today, -SEED_DAYS - 1), today));
    return new EventsRepository(db).seedAttempts(Math.ceil(size / EVENTS_PER_ATTEMPT), size, SEED_DAYS);
  },
  analyze: (db) => new EventsRepository(db).analyze(),
});
