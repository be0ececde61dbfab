// The one tick every caught-up subscription of a Postgres store polls on, awake or at rest.

/**
 * Followers poll at their interval for this long after they last heard of an append or read events;
 * then they rest. It is well over the announcements' spacing, so that a follower told of one append
 * is still polling when the appends the next announcement gathers become visible.
 */
const AWAKE_FOR_MS = 1_000;
export const AT_REST_POLL_MS = 250;

/**
 * `pollIntervalMs` while awake; at rest (nothing heard or read for AWAKE_FOR_MS) a tick lasts until
 * `wakeUp` (an append announced, events read) or `atRestPollMs` at most, so an idle shop's followers
 * stop reading an empty `$all` a hundred times a second. Without `atRestPollMs` (no announcements to
 * wake it) it never rests. Every caller of `next` in one tick shares it, so they read together.
 */
export class FollowerTick {
  private pending: Promise<void> | undefined;
  /** Ends the pending tick early; set while the tick is one at rest. */
  private endRest: (() => void) | undefined;
  private awakeUntil = 0;

  constructor(
    private readonly pollIntervalMs: number,
    private readonly atRestPollMs: number | undefined,
  ) {}

  wakeUp(): void {
    this.awakeUntil = Date.now() + AWAKE_FOR_MS;
    this.endRest?.();
  }

  next(): Promise<void> {
    this.pending ??= new Promise<void>((resolve) => {
      const atRest = this.atRestPollMs !== undefined && Date.now() >= this.awakeUntil;
      const end = () => {
        clearTimeout(timer);
        this.pending = undefined;
        this.endRest = undefined;
        resolve();
      };
      const timer = setTimeout(end, atRest ? this.atRestPollMs! : this.pollIntervalMs);
      if (atRest) this.endRest = end;
    });
    return this.pending;
  }
}
