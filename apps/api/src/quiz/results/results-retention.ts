import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { setTimeout as pause } from 'node:timers/promises';
import { RecurringJob } from '../../platform/common/recurring-job';
import { AppConfig } from '../../platform/config/app-config';
import { resultsRemovedBefore } from '../../platform/config/results-cutoff';
import { BUSY } from '../../platform/database/retention-lock';
import { Metrics } from '../../platform/observability/metrics';
import { ResultsRepository } from './results.repository';

/** Results a delete statement takes, and how long it rests after each, as a share of the delete's own time. */
const BATCH = 2000;
const REST_PER_WORK = 2;

/**
 * RESULTS_KEEP_DAYS, when an operator sets it: results older than that are deleted in small paced batches,
 * soon after start and then hourly, so saves keep their pace. Off by default: results are the team's data.
 */
@Injectable()
export class ResultsRetention implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ResultsRetention.name);
  private readonly job = new RecurringJob('Results retention', this.logger, () => this.run());

  constructor(
    private readonly results: ResultsRepository,
    @Inject(AppConfig) private readonly config: AppConfig,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.RESULTS_KEEP_DAYS === 0) return;
    this.job.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.job.stop();
  }

  /**
   * Deletes every result past the setting, by the database's clock; resolves to how many went. Each batch holds
   * the retention lock partition upkeep holds: while another replica's batch runs, this pass ends.
   */
  async run(): Promise<number> {
    if (this.config.RESULTS_KEEP_DAYS === 0) return 0;
    const outcome = { deleted: 0, busy: false };
    try {
      await this.pass(outcome);
    } catch (error) {
      this.metrics?.retentionPasses.inc({ task: 'results', outcome: 'failed' });
      throw error;
    }
    this.metrics?.retentionPasses.inc({ task: 'results', outcome: outcome.busy ? 'skipped' : 'done' });
    return outcome.deleted;
  }

  private async pass(outcome: { deleted: number; busy: boolean }): Promise<void> {
    const cutoff = resultsRemovedBefore(this.config.RESULTS_KEEP_DAYS, await this.results.databaseNow());
    if (!cutoff) return;
    for (let batch = BATCH; batch === BATCH && !this.job.stopping; ) {
      const started = performance.now();
      const gone = await this.results.deleteCreatedBefore(cutoff, BATCH);
      outcome.busy = gone === BUSY;
      if (gone === BUSY) break;
      batch = gone;
      outcome.deleted += batch;
      await pause((performance.now() - started) * REST_PER_WORK);
    }
    const { deleted } = outcome;
    if (deleted > 0) this.logger.log(`Results retention: ${deleted} results before ${cutoff.toISOString()} deleted`);
  }
}
