import { HttpException, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Histogram } from 'prom-client';
import { Metrics } from '../../platform/observability/metrics';

const APIS = ['rest', 'graphql'] as const;
/** stored (a row, or the one stored before with this clientId), refused (the client's doing: 4xx) or failed (ours: 5xx). */
const OUTCOMES = ['stored', 'refused', 'failed'] as const;
type Api = (typeof APIS)[number];
type Outcome = (typeof OUTCOMES)[number];

/**
 * The saves' objectives read one histogram for REST and GraphQL alike: a GraphQL save shares `/graphql` with every
 * other operation in http_request_duration_seconds and answers 200 even when it fails, so the request's
 * histogram cannot tell a failed save from a good one there.
 */
@Injectable()
export class SaveMetrics {
  private readonly duration: Histogram<'api' | 'outcome'>;
  // One child per api and outcome, found by a string key instead of prom-client hashing the labels at each save.
  private readonly children = new Map<string, { observe(seconds: number): void }>();

  constructor(metrics: Metrics) {
    this.duration = new Histogram({
      name: 'tastetype_save_duration_seconds',
      help: 'Saves (REST and GraphQL) from the request arriving to the result being ready, by api and outcome: stored, refused (4xx) or failed (5xx)',
      labelNames: ['api', 'outcome'],
      // 0.25 s is the latency objective's threshold: it must be a bucket boundary.
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [metrics.registry],
    });
    // Every series starts at 0, so that the objectives' rates count a first failure too.
    for (const api of APIS) for (const outcome of OUTCOMES) this.duration.zero({ api, outcome });
  }

  /** Awaits the save and times it from the request's arrival (Fastify's clock), whatever its outcome. */
  async observe<T>(api: Api, reply: FastifyReply, save: Promise<T>): Promise<T> {
    try {
      const saved = await save;
      this.record(api, 'stored', reply);
      return saved;
    } catch (error) {
      const refused = error instanceof HttpException && error.getStatus() < 500;
      this.record(api, refused ? 'refused' : 'failed', reply);
      throw error;
    }
  }

  private record(api: Api, outcome: Outcome, reply: FastifyReply): void {
    const key = `${api} ${outcome}`;
    let child = this.children.get(key);
    if (!child) {
      child = this.duration.labels(api, outcome);
      this.children.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
  }
}
