/**
 * How cluster.ts's primary tells a serving API instance from a frozen one, and which instance gets
 * the next connection. Pure: time arrives as an argument (a monotonic clock in milliseconds), and the
 * primary does the sending, the killing and the recording.
 *
 * Everything the primary sends an instance over its IPC channel (a ping every second, a connection)
 * is answered, and an instance reads its channel in order: an answer to what was sent at t says
 * that everything sent before t was read too. An instance's silence is how long the oldest message
 * it has not answered has waited.
 */
export interface RotationBounds {
  /** Silent this long, an instance takes no new connection: one handed to it then goes to another. */
  handoffTimeoutMs: number;
  /** Silent this long, it is unresponsive: out of rotation, and named in /api/health. */
  unresponsiveAfterMs: number;
  /** Silent this long, it is replaced: SIGKILLed, and another forked. */
  replaceAfterMs: number;
}

export const ROTATION_BOUNDS: RotationBounds = { handoffTimeoutMs: 1_000, unresponsiveAfterMs: 3_000, replaceAfterMs: 15_000 };

/** How often the primary pings each instance. */
export const PING_INTERVAL_MS = 1_000;

export type InstanceState = 'starting' | 'serving' | 'unresponsive' | 'replacing' | 'stopping';

export interface InstanceView {
  pid: number;
  state: InstanceState;
  /** When the oldest message it has not answered was sent, once that is past the unresponsive bound. */
  silentSince: number | null;
  /** When it is replaced unless it answers first, while it is unresponsive. */
  replaceAt: number | null;
}

interface Tracked {
  pid: number;
  ready: boolean;
  replacing: boolean;
  /** It said it stops (a signal of its own): it finishes what it has, and takes nothing new. */
  stopping: boolean;
  /** When each message still unanswered was sent, oldest first. */
  unanswered: number[];
  /** When the connection it has not yet taken or declined was handed to it: one at a time, as node:cluster's round robin does. */
  handing: number | null;
}

export class InstanceRotation<Instance> {
  private readonly instances = new Map<Instance, Tracked>();
  private turn = 0;

  constructor(private readonly bounds: RotationBounds = ROTATION_BOUNDS) {}

  add(instance: Instance, pid: number): void {
    this.instances.set(instance, { pid, ready: false, replacing: false, stopping: false, unanswered: [], handing: null });
  }

  remove(instance: Instance): void {
    this.instances.delete(instance);
  }

  /** It serves: from now on it is pinged and handed connections. */
  ready(instance: Instance): void {
    const tracked = this.instances.get(instance);
    if (tracked) tracked.ready = true;
  }

  /** It is being replaced: nothing more goes to it, and it is not due again. */
  replacing(instance: Instance): void {
    const tracked = this.instances.get(instance);
    if (tracked) tracked.replacing = true;
  }

  /** It said it stops: out of rotation, no longer pinged, never replaced. */
  stopping(instance: Instance): void {
    const tracked = this.instances.get(instance);
    if (tracked) tracked.stopping = true;
  }

  /** A message that expects an answer (a ping) went to it at `at`. */
  sent(instance: Instance, at: number): void {
    this.instances.get(instance)?.unanswered.push(at);
  }

  /** A connection went to it at `at`; it is handed no other until it answers this one. */
  handed(instance: Instance, at: number): void {
    const tracked = this.instances.get(instance);
    if (!tracked) return;
    tracked.unanswered.push(at);
    tracked.handing = at;
  }

  /** It answered the message sent at `sentAt`, so it has read everything sent before too. */
  answered(instance: Instance, sentAt: number): void {
    const tracked = this.instances.get(instance);
    if (!tracked) return;
    while (tracked.unanswered.length && tracked.unanswered[0]! <= sentAt) tracked.unanswered.shift();
    if (tracked.handing !== null && tracked.handing <= sentAt) tracked.handing = null;
  }

  /** The instance the next connection goes to, in turn among those that serve, are free and have answered lately; none when none can take it now. */
  next(now: number): Instance | undefined {
    const candidates = [...this.instances.keys()];
    for (let offset = 0; offset < candidates.length; offset++) {
      const index = (this.turn + offset) % candidates.length;
      const tracked = this.instances.get(candidates[index]!)!;
      if (!tracked.ready || tracked.replacing || tracked.stopping || tracked.handing !== null || this.silentFor(tracked, now) >= this.bounds.handoffTimeoutMs)
        continue;
      this.turn = index + 1;
      return candidates[index];
    }
    return undefined;
  }

  /** The instances to ping now: those that serve, or did. */
  pinged(): Instance[] {
    return [...this.instances].filter(([, { ready, replacing, stopping }]) => ready && !replacing && !stopping).map(([instance]) => instance);
  }

  /** Those silent past the replacement bound and not yet being replaced. */
  due(now: number): Instance[] {
    return this.pinged().filter((instance) => this.silentFor(this.instances.get(instance)!, now) >= this.bounds.replaceAfterMs);
  }

  stateOf(instance: Instance, now: number): InstanceState | undefined {
    const tracked = this.instances.get(instance);
    if (!tracked) return undefined;
    if (!tracked.ready) return 'starting';
    if (tracked.replacing) return 'replacing';
    if (tracked.stopping) return 'stopping';
    return this.silentFor(tracked, now) >= this.bounds.unresponsiveAfterMs ? 'unresponsive' : 'serving';
  }

  /** Every instance as health shows it. */
  view(now: number): InstanceView[] {
    return [...this.instances].map(([instance, tracked]) => {
      const state = this.stateOf(instance, now)!;
      const silent = state === 'unresponsive' || state === 'replacing';
      return {
        pid: tracked.pid,
        state,
        silentSince: silent ? tracked.unanswered[0]! : null,
        replaceAt: state === 'unresponsive' ? tracked.unanswered[0]! + this.bounds.replaceAfterMs : null,
      };
    });
  }

  private silentFor(tracked: Tracked, now: number): number {
    return tracked.unanswered.length ? now - tracked.unanswered[0]! : 0;
  }
}
