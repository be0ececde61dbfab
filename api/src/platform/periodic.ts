/** A failed round is said at most this often: the next round tries again anyway. */
const WARN_EVERY_MS = 60_000;

/** Background work repeated on a timer, stopped with the process. */
export interface Periodic {
  /** Stops the timer and lets the round in hand end. */
  stop(): Promise<void>;
}

/**
 * Runs `round` at once and then every `everyMs`, never two rounds at a time (a turn that finds the
 * last round still running is skipped), telling `warn` of a failed round at most once a minute. The
 * timer keeps no process alive.
 */
export function runPeriodically(round: () => Promise<void>, everyMs: number, warn: (error: unknown) => void): Periodic {
  let warnedAt = 0;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = round()
      .catch((error: unknown) => {
        if (Date.now() - warnedAt < WARN_EVERY_MS) return;
        warnedAt = Date.now();
        warn(error);
      })
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
