import { BUILD_INFO } from './build-info';
import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The hourly jobs `tastetype_retention_passes_total` counts. */
const RETENTION_TASKS = ['event_partitions', 'results'];

/** What an operator watches, in one registry per app (tests run several apps in one process). */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly resultsSaved = new Counter({
    name: 'tastetype_results_saved_total',
    help: 'Quiz results stored, by personality',
    labelNames: ['personality'],
    registers: [this.registry],
  });

  readonly resultsShared = new Counter({
    name: 'tastetype_results_shared_total',
    help: 'Share calls answered with the shared result (repeats of one result included)',
    registers: [this.registry],
  });

  readonly funnelEvents = new Counter({
    name: 'tastetype_funnel_events_total',
    help: 'Funnel events stored, by name',
    labelNames: ['name'],
    registers: [this.registry],
  });

  readonly rateLimited = new Counter({
    name: 'tastetype_rate_limited_total',
    help: 'Requests refused by a per-client limit, by limit',
    labelNames: ['limit'],
    registers: [this.registry],
  });

  readonly redisUp = new Gauge({
    name: 'tastetype_redis_up',
    help: 'Whether the Redis that holds the shared limits answers (1) or not (0); absent without REDIS_URL',
    registers: [this.registry],
  });

  readonly limitFallbacks = new Counter({
    name: 'tastetype_limit_fallbacks_total',
    help: 'Limit checks counted in this process because Redis was away, by limit',
    labelNames: ['limit'],
    registers: [this.registry],
  });

  readonly keyRefusals = new Counter({
    name: 'tastetype_key_refusals_total',
    help: 'Keys refused, by reason: unknown and mistyped keys (never stored), revoked, expired, and lacking the scope',
    labelNames: ['reason'],
    registers: [this.registry],
  });

  readonly retentionPasses = new Counter({
    name: 'tastetype_retention_passes_total',
    help: 'Passes of the hourly retention jobs, by task (event_partitions, results) and outcome: done, failed (logged), skipped (another replica held the lock, or the partitioning migration is pending)',
    labelNames: ['task', 'outcome'],
    registers: [this.registry],
  });

  constructor() {
    // Every series from 0, so the first failure is an increase Prometheus sees.
    for (const task of RETENTION_TASKS)
      for (const outcome of ['done', 'failed', 'skipped']) this.retentionPasses.inc({ task, outcome }, 0);
    // Process figures, heap, GC and event-loop lag (nodejs_eventloop_lag_seconds and its percentiles).
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'tastetype_build_info',
      help: 'Always 1: the release and commit this process runs, to tell replicas of two releases apart',
      labelNames: ['version', 'commit'],
      registers: [this.registry],
    }).set(BUILD_INFO, 1);
  }
}
