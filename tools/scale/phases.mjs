// What scale:check does to the running stack, in order: visitors' journeys; a save load during which one
// replica is SIGKILLed and Redis is killed and restarted; one client over its limit; requests after the load;
// then what the replica, the analytics and PostgreSQL hold.
import { sleep } from '../common/processes.mjs';
import { waitForRedis } from './replicas.mjs';
import { caughtUp, storedFigures } from './stored.mjs';
import { createClient, journey, randomAddress, saveLoad } from './traffic.mjs';

/** Runs every phase against `stack` (what createStack's start() resolved to); the facts that printFigures and judge take. */
export async function runPhases(stack, { journeys: journeyCount, load: LOAD, saveLimit, afterLoadRequests }) {
  const { base, postgres, redis, replicas, token, metricsToken } = stack;
  const client = createClient(base);
  const journeys = [];
  for (let i = 0; i < journeyCount; i++) journeys.push(await journey(client));

  const victim = replicas[Math.floor(Math.random() * replicas.length)];
  const kill = {};
  const redisRestart = {};
  const restartRedis = sleep(LOAD.redisRestartAfterMs).then(async () => {
    redisRestart.at = Date.now();
    await redis.restart();
  });
  const load = await saveLoad(client, {
    ...LOAD,
    atMs: LOAD.killAfterMs,
    during: () => {
      process.kill(victim.pid, 'SIGKILL');
      kill.at = Date.now();
    },
  });
  await Promise.all([victim.child.exited, restartRedis]);
  const survivors = replicas.filter((replica) => replica !== victim);
  await Promise.all(survivors.map((replica) => waitForRedis(replica.port, metricsToken)));

  // One client, spread over every live replica by nginx, sends twice its budget.
  const limited = randomAddress();
  const limitPhase = { limit: saveLimit, sent: 2 * saveLimit, accepted: 0, refused: 0 };
  for (let n = 0; n < limitPhase.sent; n++) {
    const answer = await client.save(limited);
    if (answer.status === 201) limitPhase.accepted += 1;
    if (answer.status === 429) limitPhase.refused += 1;
  }

  const afterLoad = [];
  for (let i = 0; i < afterLoadRequests; i++) {
    afterLoad.push(await (i % 2 ? client.save() : client.send('/api/personalities')));
  }

  const { figures } = client;
  const standby = await caughtUp(postgres.url, postgres.standbyUrl);
  const stats = await client.graphql(
    '{ resultStats { total shared byPersonality { personality count } asOf } }',
    token,
  );
  const stored = await storedFigures(
    postgres.url,
    figures.saves.map((s) => s.id),
    [...new Set(figures.shares)],
  );
  return {
    figures,
    journeys,
    replicas,
    victim,
    kill,
    load,
    afterLoad,
    stats,
    stored,
    standby,
    limitPhase,
    redisRestart,
  };
}
