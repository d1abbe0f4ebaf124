// The reference point: Fastify + pg with no framework, one INSERT … RETURNING per save.
// Run by startAppAndBare (server.mjs) as: node bare-fastify.mjs <port> <database url>
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
app.get('/api/personalities', async () => profiles);
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
