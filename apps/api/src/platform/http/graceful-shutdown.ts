import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';

const logger = new Logger('Shutdown');

/**
 * Once the server is closing, every answer closes its connection, so no keep-alive socket holds the
 * drain open: said in the headers when they are still to go, else done once the answer is out.
 */
export function closeConnectionsWhileDraining(fastify: FastifyInstance): void {
  let draining = false;
  fastify.addHook('preClose', async () => {
    draining = true;
  });
  // Callback hooks: on every request, they must cost no promise.
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  fastify.addHook('onResponse', (request, _reply, done) => {
    if (draining) request.raw.socket.end();
    done();
  });
}

/**
 * On SIGTERM or SIGINT: stop taking connections and let requests in flight finish (Fastify's close),
 * then Nest's shutdown hooks close the pool and stop the embedded PostgreSQL; exit 0. Requests that
 * outlast `timeoutMs` are abandoned, with exit code 1. `beforeExit` runs last (the traces' final batch).
 */
export function stopGracefullyOn(
  app: NestFastifyApplication,
  timeoutMs: number,
  beforeExit: () => Promise<void> = async () => undefined,
): void {
  const shutdown = async (signal: NodeJS.Signals) => {
    logger.log(`${signal}: finishing requests in flight, then stopping`);
    setTimeout(() => {
      logger.error(`Requests still running after SHUTDOWN_TIMEOUT_MS (${timeoutMs} ms); exiting anyway`);
      process.exit(1);
    }, timeoutMs).unref();
    // Fastify first: Nest's own close would stop Apollo before the requests it is serving are done.
    await app.getHttpAdapter().getInstance().close();
    await app.close();
    await beforeExit();
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, (received) => void shutdown(received));
}
