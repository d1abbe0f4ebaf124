// The reference point: Fastify + pg with no framework, one INSERT … RETURNING per save.
// Run by startAppAndBare (server.mjs), after the app has made its tables, as: node bare-fastify.mjs <port> <database url>
import Fastify from 'fastify';
import pg from 'pg';

const [port, url] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 10 });
await pool.query(`CREATE TABLE IF NOT EXISTS bare_results (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(), personality varchar(16) NOT NULL, answers jsonb NOT NULL,
  shared boolean NOT NULL DEFAULT false, created_at timestamptz NOT NULL DEFAULT now())`);
const profiles = {
  comfort: { title: 'Comfort Connoisseur' },
  adventurous: { title: 'Flavor Explorer' },
  healthy: { title: 'Wellness Warrior' },
};

const app = Fastify();
app.post('/api/personality-results', async (request, reply) => {
  const { personality, answers } = request.body;
  const { rows } = await pool.query('INSERT INTO bare_results (personality, answers) VALUES ($1, $2) RETURNING id', [
    personality,
    answers,
  ]);
  reply.code(201);
  return rows[0];
});
// TasteType's own save statement (ResultsRepository.insert, a visitor arriving direct) on its own table, with
// its indexes and triggers: what the database alone adds to a save, without the framework and its guards.
const COLUMNS =
  'id, personality, answers, shared, shared_at, created_at, locale, channel, source, medium, campaign, content, term';
const TASTETYPE_INSERT = `WITH inserted AS (
  INSERT INTO personality_results (personality, answers, client_id, embed_origin, locale, channel, source, medium, campaign, content, term)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (client_id) DO NOTHING RETURNING ${COLUMNS})
  SELECT ${COLUMNS}, true AS created FROM inserted UNION ALL
  SELECT ${COLUMNS}, false FROM personality_results WHERE client_id = $3 AND NOT EXISTS (SELECT FROM inserted)`;
app.post('/api/personality-results/tastetype-statement', async (request, reply) => {
  const { personality, answers } = request.body;
  const direct = ['Direct', '(direct)', '(none)', null, null, null];
  const { rows } = await pool.query(TASTETYPE_INSERT, [personality, answers, null, null, 'en', ...direct]);
  reply.code(201);
  return { id: rows[0].id };
});
app.get('/api/personalities', async () => profiles);
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
