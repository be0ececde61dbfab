import { runPeriodically } from './periodic.js';

// Given a round that takes longer than the period, or fails every time, then rounds never overlap,
// a failure is told once a minute, and stopping waits for the round in hand. The clock is jest's.
describe('periodic work', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once, never two rounds at a time, and lets the round in hand end when stopped', async () => {
    // Each round started, as the means to end it: a round runs until the spec ends it.
    const rounds: (() => void)[] = [];
    const work = runPeriodically(
      () => new Promise<void>((resolve) => rounds.push(resolve)),
      5,
      () => undefined,
    );
    expect(rounds).toHaveLength(1); // the first round started at once
    await jest.advanceTimersByTimeAsync(5 * 10);
    expect(rounds).toHaveLength(1); // the turns that found it running were skipped
    rounds[0]!();
    await jest.advanceTimersByTimeAsync(5);
    expect(rounds).toHaveLength(2);

    let stopped = false;
    const stopping = work.stop().then(() => {
      stopped = true;
    });
    await jest.advanceTimersByTimeAsync(5 * 10);
    expect(stopped).toBe(false); // waiting for the round in hand
    rounds[1]!();
    await stopping;
    await jest.advanceTimersByTimeAsync(5 * 10);
    expect(rounds).toHaveLength(2);
  });

  it('tells of a failed round at most once a minute, and goes on trying', async () => {
    let tries = 0;
    const warned: unknown[] = [];
    const work = runPeriodically(
      async () => {
        tries += 1;
        throw new Error('Postgres away');
      },
      1_000,
      (error) => warned.push(error),
    );
    await jest.advanceTimersByTimeAsync(3_000);
    expect(tries).toBe(4);
    expect(warned).toEqual([new Error('Postgres away')]);
    await jest.advanceTimersByTimeAsync(56_000);
    expect(warned).toHaveLength(1); // a minute after the first, less a second
    await jest.advanceTimersByTimeAsync(1_000);
    await work.stop();
    expect(tries).toBe(61);
    expect(warned).toEqual([new Error('Postgres away'), new Error('Postgres away')]);
  });
});
