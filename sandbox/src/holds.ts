/**
 * Test-only: REST calls held back until a test releases them. A test that must catch a client (the
 * shop's worker, say) in the middle of a provider call places a hold, waits until the call is
 * waiting in it, does what it came to do (kill the client), and releases it: no sleeping, no guessing.
 */
export interface HoldView {
  id: string;
  method: string;
  path: string;
  /** Requests held right now. */
  waiting: number;
  /** Requests that have reached the hold so far. */
  arrived: number;
}

interface Hold {
  id: string;
  method: string;
  path: string;
  arrived: number;
  waiters: Set<() => void>;
}

export class Holds {
  private readonly holds = new Map<string, Hold>();
  private next = 0;

  add(method: string, path: string): HoldView {
    const hold: Hold = { id: `hold_${++this.next}`, method, path, arrived: 0, waiters: new Set() };
    this.holds.set(hold.id, hold);
    return view(hold);
  }

  get(id: string): HoldView | undefined {
    const hold = this.holds.get(id);
    return hold && view(hold);
  }

  /** Lets the held requests go on and lifts the hold: later requests pass straight through. */
  release(id: string): HoldView | undefined {
    const hold = this.holds.get(id);
    if (!hold) return undefined;
    const released = view(hold);
    this.holds.delete(id);
    for (const go of hold.waiters) go();
    return released;
  }

  releaseAll(): void {
    for (const id of [...this.holds.keys()]) this.release(id);
  }

  /** Resolves at once unless a hold matches the request; then when that hold is released. */
  wait(method: string, path: string): Promise<void> {
    const hold = [...this.holds.values()].find((candidate) => candidate.method === method && candidate.path === path);
    if (!hold) return Promise.resolve();
    hold.arrived += 1;
    return new Promise((resolve) => {
      const go = () => {
        hold.waiters.delete(go);
        resolve();
      };
      hold.waiters.add(go);
    });
  }
}

const view = ({ id, method, path, arrived, waiters }: Hold): HoldView => ({ id, method, path, waiting: waiters.size, arrived });
