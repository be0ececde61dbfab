/**
 * Graceful shutdown for a process: on SIGTERM or SIGINT, run `stop` (finish in-flight work, close
 * connections) once, then exit. A second signal, or a stop that hangs, exits at once.
 */
export function onShutdown(stop: () => Promise<void>, options: { timeoutMs?: number; log?: (message: string) => void } = {}) {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    options.log?.(`${signal} received: shutting down`);
    const deadline = setTimeout(() => process.exit(1), options.timeoutMs ?? 10_000);
    deadline.unref();
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
