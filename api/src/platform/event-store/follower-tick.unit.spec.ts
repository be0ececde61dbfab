import { FollowerTick } from './follower-tick.js';

describe('FollowerTick', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Whether the tick has ended once the clock has moved `ms`. */
  async function endedAfter(tick: Promise<void>, ms: number): Promise<boolean> {
    let ended = false;
    void tick.then(() => {
      ended = true;
    });
    await jest.advanceTimersByTimeAsync(ms);
    return ended;
  }

  it('ticks at the poll interval while awake, and every caller in a tick shares it', async () => {
    const tick = new FollowerTick(10, 250);
    tick.wakeUp();
    const first = tick.next();
    expect(tick.next()).toBe(first);
    expect(await endedAfter(first, 9)).toBe(false);
    expect(await endedAfter(first, 1)).toBe(true);
    expect(tick.next()).not.toBe(first);
  });

  it('rests once nothing woke it for a second, until woken or the rest interval ends', async () => {
    const tick = new FollowerTick(10, 250);
    await jest.advanceTimersByTimeAsync(1_000);
    const resting = tick.next();
    expect(await endedAfter(resting, 100)).toBe(false);
    tick.wakeUp();
    expect(await endedAfter(resting, 0)).toBe(true);

    await jest.advanceTimersByTimeAsync(1_000);
    const unwoken = tick.next();
    expect(await endedAfter(unwoken, 249)).toBe(false);
    expect(await endedAfter(unwoken, 1)).toBe(true);
  });

  it('never rests without a rest interval (nothing would wake it)', async () => {
    const tick = new FollowerTick(10, undefined);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(await endedAfter(tick.next(), 10)).toBe(true);
  });
});
