import { EventsRepository } from '../src/quiz/events/events.repository';
import { runSeed } from './run-seed';

// Seeds N synthetic funnel events (whole attempts over the last 90 days): npm run seed:events -- 10000000

const EVENTS_PER_BATCH = 500_000;
// Events of an average seeded attempt, rounded down: a batch asks for a few more attempts than it needs.
const EVENTS_PER_ATTEMPT = 6;

runSeed({
  what: 'events',
  script: 'seed:events',
  batch: EVENTS_PER_BATCH,
  max: 100_000_000,
  example: '10000000',
  add: (db, size) => new EventsRepository(db).seedAttempts(Math.ceil(size / EVENTS_PER_ATTEMPT), size),
  analyze: (db) => new EventsRepository(db).analyze(),
});
