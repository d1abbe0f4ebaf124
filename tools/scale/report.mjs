import { readFileSync } from 'node:fs';

const EXPECTED_JOURNEY = '200,200,201,200,200';
const portOf = (upstream = '') => Number(upstream.split(':').pop()) || undefined;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function nginxUpstreamErrors(file) {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes('upstream')).length;
  } catch {
    return 'no log';
  }
}

/** Acknowledged saves per replica, before and after the kill. */
function savesPerReplica({ figures, replicas, victim, kill }) {
  return replicas
    .map(({ port, pid }) => {
      const mine = figures.saves.filter((save) => portOf(save.upstream) === port);
      const after = mine.filter((save) => save.at > kill.at).length;
      return `${port}${port === victim.port ? ' (killed)' : ''}: ${mine.length - after} + ${after} after (pid ${pid})`;
    })
    .join('; ');
}

export function printFigures(facts) {
  const { figures, victim, kill, load, afterLoad, stats, stored, began, standby, limitPhase, redisRestart } = facts;
  const resultStats = stats.data?.resultStats;
  const rows = [
    ['requests through the proxy', figures.requests],
    ['statuses', JSON.stringify(figures.statuses)],
    ['network errors', JSON.stringify(figures.networkErrors)],
    ['load', `${load.seconds.toFixed(1)} s of saves (every 4th shared)`],
    [
      'killed (SIGKILL)',
      `replica 127.0.0.1:${victim.port} pid ${victim.pid} at ${seconds(kill.at - load.started)} into the load`,
    ],
    [
      'saves acknowledged (201 + id)',
      `${figures.saves.length} (after the kill: ${figures.saves.filter((s) => s.at > kill.at).length})`,
    ],
    ['acknowledged per replica', savesPerReplica(facts)],
    ['saves stored (of acknowledged ids)', stored.savedIdsStored],
    ['lost', figures.saves.length - stored.savedIdsStored],
    ['rows stored, not acknowledged', stored.rows - figures.saves.length],
    [
      'after-load requests 200/201',
      `${afterLoad.filter((a) => a.status === 200 || a.status === 201).length} of ${afterLoad.length}`,
    ],
    ['Redis killed and restarted', `at ${seconds(redisRestart.at - load.started)} into the load`],
    [
      "one client's saves over every replica",
      `${limitPhase.accepted} stored, ${limitPhase.refused} refused (429) of ${limitPhase.sent}; limit ${limitPhase.limit}`,
    ],
    [
      'rows on primary / on replica',
      `${standby.primaryRows} / ${standby.standbyRows} (caught up in ${standby.caughtUpMs} ms)`,
    ],
    ['analytics (from the replica) total vs rows', `${resultStats?.total} vs ${stored.rows}`],
    ['analytics shared vs shared rows', `${resultStats?.shared} vs ${stored.sharedRows}`],
    ['shares acknowledged / stored shared', `${new Set(figures.shares).size} / ${stored.sharedIdsStoredShared}`],
    ['nginx error log lines on upstreams', nginxUpstreamErrors(facts.nginxLog)],
    ['elapsed', seconds(Date.now() - began)],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(
    `\nscale:check, ${facts.replicas.length} replicas behind nginx, on PgBouncer, a streaming replica and Redis, ${new Date().toISOString()}`,
  );
  for (const [name, value] of rows) console.log(`  ${name.padEnd(width)}  ${value}`);
}

/** Every failed check, in words; empty when all pass. */
export function judge({ figures, journeys, replicas, victim, kill, afterLoad, stats, stored, standby, limitPhase }) {
  const failed = [];
  const expect = (ok, why) => ok || failed.push(why);
  const resultStats = stats.data?.resultStats;
  const survivors = replicas.filter((r) => r !== victim).map((r) => r.port);
  const afterLoadPorts = new Set(afterLoad.map((a) => portOf(a.upstream)));
  const sqlByPersonality = (resultStats?.byPersonality ?? []).every(
    (p) => p.count === (stored.byPersonality[p.personality] ?? 0),
  );

  expect(
    journeys.every((j) => j.join() === EXPECTED_JOURNEY),
    `journeys answered ${JSON.stringify(journeys)}, not ${EXPECTED_JOURNEY} each`,
  );
  expect(
    victim.child.signalCode === 'SIGKILL',
    `the victim replica did not die of SIGKILL (${victim.child.signalCode})`,
  );
  expect(
    figures.saves.some((s) => s.at > kill.at),
    'no save was acknowledged after the kill',
  );
  expect(
    afterLoad.every((a) => a.status === 200 || a.status === 201),
    `after the load: ${afterLoad.map((a) => a.status).join(',')}`,
  );
  expect(!afterLoadPorts.has(victim.port), 'the dead replica is still named as answering after the load');
  expect(
    survivors.every((port) => afterLoadPorts.has(port)),
    `after the load not every survivor answered (${[...afterLoadPorts]})`,
  );
  expect(new Set(figures.saves.map((s) => s.id)).size === figures.saves.length, 'an id was acknowledged twice');
  expect(
    stored.savedIdsStored === figures.saves.length,
    `${figures.saves.length - stored.savedIdsStored} acknowledged saves are not stored`,
  );
  expect(
    stats.status === 200 && resultStats,
    `analytics through the proxy answered ${stats.status}: ${stats.body?.slice(0, 200)}`,
  );
  expect(
    standby.primaryRows === standby.standbyRows && standby.primaryRows === stored.rows,
    `the replica holds ${standby.standbyRows} rows, the primary ${standby.primaryRows}`,
  );
  expect(
    Math.abs(limitPhase.accepted - limitPhase.limit) <= limitPhase.limit * 0.05,
    `one client stored ${limitPhase.accepted} saves over the replicas, not ${limitPhase.limit} (± 5 %)`,
  );
  expect(
    limitPhase.accepted + limitPhase.refused === limitPhase.sent,
    `of one client's ${limitPhase.sent} saves, ${limitPhase.sent - limitPhase.accepted - limitPhase.refused} got neither 201 nor 429`,
  );
  expect(resultStats?.total === stored.rows, `analytics total ${resultStats?.total} ≠ ${stored.rows} rows`);
  expect(
    resultStats?.shared === stored.sharedRows,
    `analytics shared ${resultStats?.shared} ≠ ${stored.sharedRows} shared rows`,
  );
  expect(
    sqlByPersonality,
    `analytics by personality ${JSON.stringify(resultStats?.byPersonality)} ≠ ${JSON.stringify(stored.byPersonality)}`,
  );
  expect(
    stored.sharedIdsStoredShared === new Set(figures.shares).size,
    'an acknowledged share is not stored as shared',
  );
  return failed;
}
