import pino from 'pino';
import type { StoredEvent } from '../event-store/event-store.port.js';
import { QuietCheckpoint } from './quiet-checkpoint.js';

// What a follower's checkpoint is saved at, given batches with and without effects: quiet batches
// at most once per interval, the last of a quiet stretch when the interval is up, every save in
// the order it was asked for. The clock is jest's: time passes only when a test moves it on.

const EVERY_MS = 1_000;
const event = (n: number) => ({ id: `e${n}`, position: { commit: BigInt(n), prepare: 0n } }) as unknown as StoredEvent;
/** Moves the clock on, running the saves falling due and what they await. */
const pass = (ms: number) => jest.advanceTimersByTimeAsync(ms);

describe('QuietCheckpoint', () => {
  let saved: string[];
  let checkpoint: QuietCheckpoint;
  beforeEach(() => {
    jest.useFakeTimers();
    saved = [];
    checkpoint = new QuietCheckpoint('spec', async (last) => void saved.push(last.id), pino({ level: 'silent' }), EVERY_MS);
  });
  afterEach(async () => {
    await checkpoint.close();
    jest.useRealTimers();
  });

  it('saves the first quiet batch at once, and of the quiet batches that follow within the interval only the last, when it is up', async () => {
    await checkpoint.quiet(event(1));
    expect(saved).toEqual(['e1']);
    await checkpoint.quiet(event(2));
    await checkpoint.quiet(event(3));
    expect(saved).toEqual(['e1']);

    await pass(EVERY_MS - 1);
    expect(saved).toEqual(['e1']);
    await pass(1);
    expect(saved).toEqual(['e1', 'e3']);
    await pass(EVERY_MS * 3);
    expect(saved).toEqual(['e1', 'e3']);
  });

  it('saves a batch with effects at once, and a quiet save still waiting is overtaken by it rather than made after it', async () => {
    await checkpoint.quiet(event(1));
    await checkpoint.quiet(event(2));
    await checkpoint.save(async () => void saved.push('e3 with its effects'));
    await pass(EVERY_MS * 3);

    expect(saved).toEqual(['e1', 'e3 with its effects']);
  });

  it('runs saves one after another, so a quiet save due while a slow one is under way lands after it', async () => {
    await checkpoint.quiet(event(1));
    let finish!: () => void;
    const slow = checkpoint.save(() => new Promise<void>((resolve) => (finish = resolve)).then(() => void saved.push('e2 with its effects')));
    await checkpoint.quiet(event(3));
    await pass(EVERY_MS * 2);
    expect(saved).toEqual(['e1']);

    finish();
    await slow;
    await pass(0);
    expect(saved).toEqual(['e1', 'e2 with its effects', 'e3']);
  });

  it('at close drops the quiet save still waiting (another process may be past it by then) and lets one under way finish', async () => {
    await checkpoint.quiet(event(1));
    await checkpoint.quiet(event(2));
    await checkpoint.close();
    await pass(EVERY_MS * 3);

    expect(saved).toEqual(['e1']);
  });

  it('keeps going after a quiet save made when its time was up failed: a later quiet batch is saved', async () => {
    let failing = false;
    const tried: string[] = [];
    checkpoint = new QuietCheckpoint(
      'spec',
      async (last) => {
        tried.push(last.id);
        if (failing) throw new Error('the database went away');
      },
      pino({ level: 'silent' }),
      EVERY_MS,
    );
    await checkpoint.quiet(event(1));
    failing = true;
    await checkpoint.quiet(event(2));
    await pass(EVERY_MS);
    expect(tried).toEqual(['e1', 'e2']);

    failing = false;
    await checkpoint.quiet(event(3));
    await pass(EVERY_MS);
    expect(tried).toEqual(['e1', 'e2', 'e3']);
  });

  it('lets a quiet batch saved at once fail to its follower, which reads from the stored checkpoint again', async () => {
    checkpoint = new QuietCheckpoint('spec', () => Promise.reject(new Error('the database went away')), pino({ level: 'silent' }), EVERY_MS);

    await expect(checkpoint.quiet(event(1))).rejects.toThrow('the database went away');
  });
});
