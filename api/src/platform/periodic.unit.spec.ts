import { setTimeout as sleep } from 'node:timers/promises';
import { runPeriodically } from './periodic.js';

// Given a round that takes longer than the period, or fails every time, then rounds never overlap,
// a failure is told once a minute, and stopping waits for the round in hand.
describe('periodic work', () => {
  it('runs at once, never two rounds at a time, and lets the round in hand end when stopped', async () => {
    let running = 0;
    let most = 0;
    let ended = 0;
    const work = runPeriodically(
      async () => {
        running += 1;
        most = Math.max(most, running);
        await sleep(30);
        running -= 1;
        ended += 1;
      },
      5,
      () => undefined,
    );
    expect(running).toBe(1); // the first round started at once
    await sleep(100);
    await work.stop();
    expect(most).toBe(1);
    expect(running).toBe(0);
    expect(ended).toBeGreaterThanOrEqual(2);
    const stoppedAt = ended;
    await sleep(50);
    expect(ended).toBe(stoppedAt);
  });

  it('tells of a failed round at most once a minute, and goes on trying', async () => {
    let tries = 0;
    const warned: unknown[] = [];
    const work = runPeriodically(
      async () => {
        tries += 1;
        throw new Error('Postgres away');
      },
      5,
      (error) => warned.push(error),
    );
    await sleep(60);
    await work.stop();
    expect(tries).toBeGreaterThan(3);
    expect(warned).toEqual([new Error('Postgres away')]);
  });
});
