// When the supervisor restarts a process, when it calls that a crash loop, and when it gives up.
// Pure, so the numbers can be read (and tested) apart from the processes. Plain Node: it runs
// before install.

export const DEFAULT_POLICY = {
  // The delay before a restart doubles from the first up to the cap while the process keeps crashing…
  firstDelayMs: 500,
  maxDelayMs: 30_000,
  // …and starts from the first again (its crashes forgotten) once a run has lasted this long.
  steadyAfterMs: 60_000,
  // More crashes than this within the window is a crash loop: it is still restarted, loudly, and
  // /api/health shows it red, while the other processes keep serving.
  crashLimit: 5,
  crashWindowMs: 5 * 60_000,
  // A process that has never once said it is ready since the supervisor began, and has failed this
  // many starts, has a bad setting (a port in use, an invalid variable) that no restart cures.
  startAttempts: 3,
};

/**
 * After a crash at `now` of a process in the state `entry`: give up (never ready, out of start
 * attempts), or restart after `delayMs`, keeping `crashes` (the recent ones) and `nextDelayMs`;
 * `crashLooping` when the recent crashes are over the limit.
 */
export function afterCrash({ startedAt, crashes, nextDelayMs, everReady, exits }, now, policy) {
  const failedStarts = exits + 1;
  if (!everReady && failedStarts >= policy.startAttempts) return { giveUp: true, failedStarts };
  const steady = now - startedAt >= policy.steadyAfterMs;
  const delayMs = steady ? policy.firstDelayMs : (nextDelayMs ?? policy.firstDelayMs);
  const recent = steady ? [now] : [...crashes.filter((at) => now - at < policy.crashWindowMs), now];
  return {
    giveUp: false,
    crashes: recent,
    delayMs,
    nextDelayMs: Math.min(delayMs * 2, policy.maxDelayMs),
    crashLooping: recent.length > policy.crashLimit,
  };
}

export function duration(ms) {
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${+(ms / 1_000).toFixed(1)} s`;
  return `${+(ms / 60_000).toFixed(1)} min`;
}
