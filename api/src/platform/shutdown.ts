import cluster from 'node:cluster';
import type { Logger } from 'pino';

/** What an API instance's primary (cluster.ts) sends it to stop it gracefully. */
export const STOP_INSTANCE = 'petshop:stop';

/**
 * Graceful shutdown for a process: on SIGTERM or SIGINT, run `stop` (finish in-flight work, close
 * connections) once, then exit. A second signal, or a stop that hangs, exits at once; a stop that
 * fails or hangs says why before the process exits with 1, so its supervisor's last lines show it.
 * An API instance under node:cluster (cluster.ts) is also stopped by its primary's message, which
 * never counts as a second signal: a Ctrl+C in a terminal reaches the primary and its instances alike.
 */
export function onShutdown(stop: () => Promise<void>, options: { timeoutMs?: number; logger?: Pick<Logger, 'info' | 'error'> } = {}) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  let stopping = false;
  const begin = (reason: string) => {
    stopping = true;
    options.logger?.info(`${reason}: shutting down`);
    const deadline = setTimeout(() => {
      // What the process still waits on (sockets, timers), to tell a stuck connection from a stuck timer.
      const counts = new Map<string, number>();
      for (const kind of process.getActiveResourcesInfo()) counts.set(kind, (counts.get(kind) ?? 0) + 1);
      const waitingOn = [...counts].map(([kind, count]) => `${kind} ×${count}`);
      options.logger?.error({ waitingOn }, `shutdown did not finish within ${timeoutMs} ms`);
      process.exit(1);
    }, timeoutMs);
    deadline.unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        options.logger?.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    begin(`${signal} received`);
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
  if (cluster.isWorker) process.on('message', (message) => message === STOP_INSTANCE && !stopping && begin('asked to stop by the API primary'));
}
