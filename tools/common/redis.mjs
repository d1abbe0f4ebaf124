import { spawnLogged, stopChild, waitForPort } from './processes.mjs';
import { ensureProgram } from './debian.mjs';

export const ensureRedis = () => ensureProgram('redis-server', 'redis-server');

/** Redis on loopback, in memory only (the counts are client addresses); restart() kills it (-9) and starts it again. */
export function redisServer(binary, port, logFile) {
  let child;
  const start = async () => {
    child = spawnLogged(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      logFile,
    });
    // Ready when it accepts connections, not after a guessed delay; an early exit fails with its log.
    await waitForPort(port, child, 10_000);
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async restart() {
      await stopChild(child, 'SIGKILL', 2000);
      await start();
    },
    stop: () => stopChild(child, 'SIGTERM', 3000),
  };
}
