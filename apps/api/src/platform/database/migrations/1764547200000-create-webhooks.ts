import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The anonymous result a webhook carries, as Standard Webhooks' `{ type, timestamp, data }`; never the client id. */
const payload = (type: string) => `jsonb_build_object(
  'type', '${type}',
  'timestamp', to_jsonb(statement_timestamp()),
  'data', jsonb_build_object(
    'id', r.id, 'personality', r.personality, 'answers', r.answers, 'locale', r.locale,
    'embedOrigin', r.embed_origin, 'shared', r.shared, 'sharedAt', r.shared_at, 'createdAt', r.created_at))`;

/** One delivery per subscribed, enabled endpoint, in the statement (and so the transaction) that stored the change. */
const enqueue = (type: string, rows: string) => `
  INSERT INTO webhook_deliveries (endpoint_id, event_type, payload)
  SELECT e.id, '${type}', ${payload(type)} FROM ${rows} CROSS JOIN webhook_endpoints e
  WHERE e.disabled_at IS NULL AND '${type}' = ANY (e.events)`;

/**
 * Webhook endpoints and their deliveries: a transactional outbox. Triggers write a delivery for each
 * endpoint subscribed when a result is stored or first shared, so a 201 means it will be delivered.
 */
export class CreateWebhooks1764547200000 implements MigrationInterface {
  name = 'CreateWebhooks1764547200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        url text NOT NULL,
        description text NOT NULL DEFAULT '',
        events text[] NOT NULL CHECK (cardinality(events) > 0),
        secret text NOT NULL,
        previous_secret text,
        previous_secret_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        failing_since timestamptz,
        disabled_at timestamptz,
        disabled_reason text
      )`);
    await db.query(`
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        event_type text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        leased_until timestamptz,
        last_attempt_at timestamptz,
        last_status integer,
        last_response text,
        last_duration_ms integer
      )`);
    await db.query(
      `CREATE INDEX webhook_deliveries_due ON webhook_deliveries (endpoint_id, next_attempt_at) WHERE status = 'pending'`,
    );
    await db.query('CREATE INDEX webhook_deliveries_log ON webhook_deliveries (endpoint_id, created_at DESC)');
    await db.query('CREATE INDEX webhook_deliveries_age ON webhook_deliveries (created_at)');
    await db.query(
      `CREATE INDEX webhook_deliveries_waiting ON webhook_deliveries (created_at) WHERE status = 'pending'`,
    );
    await db.query(`
      CREATE FUNCTION enqueue_created_results() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${enqueue('result.created', 'inserted r')};
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE FUNCTION enqueue_shared_results() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${enqueue('result.shared', '(SELECT n.* FROM updated n JOIN previous o USING (id) WHERE o.shared_at IS NULL AND n.shared_at IS NOT NULL) r')};
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER personality_results_pushed_on_insert AFTER INSERT ON personality_results
      REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION enqueue_created_results()`);
    await db.query(`
      CREATE TRIGGER personality_results_pushed_on_share AFTER UPDATE ON personality_results
      REFERENCING OLD TABLE AS previous NEW TABLE AS updated FOR EACH STATEMENT EXECUTE FUNCTION enqueue_shared_results()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER personality_results_pushed_on_share ON personality_results');
    await db.query('DROP TRIGGER personality_results_pushed_on_insert ON personality_results');
    await db.query('DROP FUNCTION enqueue_shared_results()');
    await db.query('DROP FUNCTION enqueue_created_results()');
    await db.query('DROP TABLE webhook_deliveries');
    await db.query('DROP TABLE webhook_endpoints');
  }
}
