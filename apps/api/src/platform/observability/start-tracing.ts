import type { startTracingSdk } from './tracing-sdk';
import { TRACING } from './tracing';

/**
 * main.ts imports this first: OpenTelemetry's require hooks must be in place before Fastify, pg, ioredis,
 * graphql and pino are required. Off, tracing-sdk.ts is never required, nor OpenTelemetry's SDK, exporters or
 * instrumentations (prom-client's default metrics load the API alone, a no-op without an SDK, as they always have).
 */
let sdk: { shutdown(): Promise<void> } | undefined;
if (TRACING) {
  // A require, not an import: an import would be hoisted and taken whatever the setting.
  const load = require('./tracing-sdk') as { startTracingSdk: typeof startTracingSdk };
  sdk = load.startTracingSdk();
}

/** Sends the spans still waiting in the batch: called once the server has stopped, before it exits. */
export async function flushTraces(): Promise<void> {
  await sdk?.shutdown();
}
