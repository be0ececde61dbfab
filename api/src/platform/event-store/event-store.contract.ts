import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eventually } from '../testing/eventually.js';
import { ConcurrencyConflictError } from './errors.js';
import { comparePositions, type EventStore, type NewEvent, type Position, type StoredEvent } from './event-store.port.js';

/**
 * The behaviour every event-store adapter must have. Each adapter's spec calls this with a way to
 * get a store; streams get unique names, so a shared store (EventStoreDB) can run it too.
 */
export function eventStoreContract(open: () => Promise<{ store: EventStore; close(): Promise<void> }>) {
  let store: EventStore;
  let close: () => Promise<void>;
  const stream = (label: string) => `contract_${label}-${randomUUID()}`;

  beforeAll(async () => {
    ({ store, close } = await open());
  });
  afterAll(async () => {
    await close();
  });

  describe('appending', () => {
    it('starts a stream at revision 0 and continues from the expected revision', async () => {
      const id = stream('order');
      const first = await store.append(id, [event('Placed'), event('Paid')], 'no_stream');
      expect(first.nextExpectedRevision).toBe(1n);
      const second = await store.append(id, [event('Shipped')], 1n);
      expect(second.nextExpectedRevision).toBe(2n);
      expect(comparePositions(second.position, first.position)).toBe(1);
      expect((await store.readStream(id)).map((e) => [e.revision, e.type])).toEqual([
        [0n, 'Placed'],
        [1n, 'Paid'],
        [2n, 'Shipped'],
      ]);
    });

    it('refuses no_stream for a stream that exists, and a stale revision, with a typed conflict', async () => {
      const id = stream('cart');
      await store.append(id, [event('Added'), event('Added')], 'no_stream');
      await expect(store.append(id, [event('Added')], 'no_stream')).rejects.toBeInstanceOf(ConcurrencyConflictError);
      await expect(store.append(id, [event('Added')], 0n)).rejects.toMatchObject({ streamId: id, expected: 0n, actual: 1n });
      await expect(store.append(stream('missing'), [event('Added')], 3n)).rejects.toBeInstanceOf(ConcurrencyConflictError);
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('lets exactly one of two writers with the same expected revision win', async () => {
      const id = stream('race');
      await store.append(id, [event('Placed')], 'no_stream');
      const results = await Promise.allSettled([
        store.append(id, [event('Cancelled', { by: 'a' })], 0n),
        store.append(id, [event('Shipped', { by: 'b' })], 0n),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const [loser] = results.filter((r) => r.status === 'rejected');
      expect(loser?.reason).toBeInstanceOf(ConcurrencyConflictError);
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('appends with `any` whatever the revision, even under contention', async () => {
      const id = stream('any');
      await Promise.all(Array.from({ length: 10 }, (_, i) => store.append(id, [event('Noted', { i })], 'any')));
      const revisions = (await store.readStream(id)).map((e) => e.revision);
      expect(revisions).toEqual(Array.from({ length: 10 }, (_, i) => BigInt(i)));
    });

    it('stores id, type, data, metadata, revision, position and time', async () => {
      const id = stream('shape');
      const eventId = randomUUID();
      const before = Date.now();
      const appended = await store.append(id, [{ ...event('Placed', { total: 499.5, lines: [{ sku: 'A' }] }), id: eventId }], 'no_stream');
      const [stored] = await store.readStream(id);
      expect(stored).toMatchObject({
        id: eventId,
        streamId: id,
        type: 'Placed',
        data: { total: 499.5, lines: [{ sku: 'A' }] },
        metadata: METADATA,
        revision: 0n,
      });
      expect(comparePositions(stored!.position, appended.position)).toBe(0);
      expect(stored!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
      expect(stored!.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
    });
  });

  describe('reading a stream', () => {
    it('reads up to a revision', async () => {
      const id = stream('upto');
      await store.append(
        id,
        ['A', 'B', 'C', 'D'].map((type) => event(type)),
        'no_stream',
      );
      expect((await store.readStream(id, { toRevision: 1n })).map((e) => e.type)).toEqual(['A', 'B']);
      expect(await store.readStream(stream('nothing'))).toEqual([]);
    });

    it('reads up to a time', async () => {
      const id = stream('time');
      await store.append(id, [event('A'), event('B')], 'no_stream');
      const [, b] = await store.readStream(id);
      await clockPast(b!.createdAt);
      await store.append(id, [event('C')], 1n);
      expect((await store.readStream(id, { toTime: b!.createdAt })).map((e) => e.type)).toEqual(['A', 'B']);
      expect((await store.readStream(id, { toTime: new Date(b!.createdAt.getTime() - 60_000) })).map((e) => e.type)).toEqual([]);
    });

    it("reads a stream's last event alone, as the whole stream's last, and null for no stream", async () => {
      const id = stream('last');
      await store.append(id, [event('A'), event('B', { n: 1 })], 'no_stream');
      await store.append(id, [event('C', { n: 2 })], 1n);
      const whole = await store.readStream(id);
      expect(await store.readLastEvent(id)).toEqual(whole.at(-1));
      expect(await store.readLastEvent(id)).toMatchObject({ type: 'C', data: { n: 2 }, revision: 2n, metadata: METADATA });
      expect(await store.readLastEvent(stream('nothing'))).toBeNull();
    });

    it('answers last events asked for at once each from its own stream', async () => {
      const [x, y] = [stream('last-x'), stream('last-y')];
      await store.append(x, [event('X1'), event('X2')], 'no_stream');
      await store.append(y, [event('Y1')], 'no_stream');
      const [lastX, none, lastY, againX] = await Promise.all([x, stream('last-none'), y, x].map((id) => store.readLastEvent(id)));
      expect([lastX?.type, none, lastY?.type, againX?.type]).toEqual(['X2', null, 'Y1', 'X2']);
      expect([lastX?.streamId, lastY?.streamId]).toEqual([x, y]);
    });
  });

  describe('$all up to the present', () => {
    it('reads every event committed before it asked, page after page, and nothing after', async () => {
      const [x, y] = [stream('present-x'), stream('present-y')];
      await store.append(x, [event('X1')], 'no_stream');
      const last = await store.append(y, [event('Y1'), event('Y2')], 'no_stream');
      const present = await store.presentPosition();
      await store.append(x, [event('X2')], 0n);

      expect(present && comparePositions(present, last.position)).toBeGreaterThanOrEqual(0);
      const read: StoredEvent[] = [];
      for (let after: Position | undefined; ; ) {
        const page = await store.readAll({ after, limit: 2, to: present! });
        if (page.length === 0) break;
        read.push(...page);
        after = page.at(-1)!.position;
      }
      expect(read.filter((e) => e.streamId === x || e.streamId === y).map((e) => e.type)).toEqual(['X1', 'Y1', 'Y2']);
      expect(read.every((e) => comparePositions(e.position, present!) <= 0)).toBe(true);
      expectStrictlyIncreasing(read.map((e) => e.position));
    });
  });

  describe('$all', () => {
    it('reads every stream in append order, page after page, without overlap', async () => {
      const start = (await store.headPosition())?.position;
      const [x, y] = [stream('x'), stream('y')];
      await store.append(x, [event('X1')], 'no_stream');
      await store.append(y, [event('Y1'), event('Y2')], 'no_stream');
      await store.append(x, [event('X2')], 0n);
      const mine = (events: StoredEvent[]) => events.filter((e) => e.streamId === x || e.streamId === y);

      // A reader may see a commit a moment late (the Postgres store waits for older write
      // transactions of its database to finish), never out of order.
      const all = await eventually(async () => {
        const read = mine(await readAllFrom(store, start));
        expect(read.map((e) => e.type)).toEqual(['X1', 'Y1', 'Y2', 'X2']);
        return read;
      });
      expectStrictlyIncreasing(all.map((e) => e.position));

      const firstPage = await store.readAll({ after: start, limit: 2 });
      const rest = await store.readAll({ after: firstPage.at(-1)!.position, limit: 1_000 });
      expect(mine([...firstPage, ...rest]).map((e) => e.type)).toEqual(['X1', 'Y1', 'Y2', 'X2']);
    });

    it('reports the head and counts what lies behind it', async () => {
      const start = (await store.headPosition())?.position;
      const id = stream('head');
      const { position } = await store.append(id, [event('A'), event('B'), event('C')], 'no_stream');
      await eventually(async () => {
        const head = await store.headPosition();
        expect(head && comparePositions(head.position, position)).toBeGreaterThanOrEqual(0);
      });
      expect(await store.countAfter(start, 1_000)).toBeGreaterThanOrEqual(3);
      expect(await store.countAfter(start, 2)).toBe(2);
    });

    it('gives a subscriber every event committed by 8 concurrent writers exactly once, in order', async () => {
      const start = (await store.headPosition())?.position;
      const prefix = stream('load');
      const appended = new Set<string>();
      const received: StoredEvent[] = [];
      const subscription = store.subscribeToAll({ after: start, maxBatch: 200 });
      const following = (async () => {
        for await (const batch of subscription) {
          received.push(...batch.filter((e) => e.streamId.startsWith(prefix)));
        }
      })();

      const stopAt = Date.now() + 3_000;
      await Promise.all(
        Array.from({ length: 8 }, async (_, writer) => {
          for (let n = 0; Date.now() < stopAt; n++) {
            // Several streams per writer, single events and batches, so commits interleave.
            const batch = Array.from({ length: (n % 3) + 1 }, (_, i) => ({ ...event('Tick', { writer, n, i }), id: randomUUID() }));
            await store.append(`${prefix}-${writer}-${n % 4}`, batch, 'any');
            for (const e of batch) appended.add(e.id);
          }
        }),
      );

      // Events come in `$all` order: once one appended after all the others has come, a duplicate
      // of any of them would have come before it.
      const last = { ...event('Last'), id: randomUUID() };
      await store.append(`${prefix}-last`, [last], 'no_stream');
      await eventually(() => expect(received.at(-1)?.id).toBe(last.id), 20_000);
      received.pop();
      await subscription.close();
      await following;

      const ids = received.map((e) => e.id);
      expect(appended.size).toBeGreaterThan(100);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(appended.size);
      expect(ids.every((id) => appended.has(id))).toBe(true);
      expectStrictlyIncreasing(received.map((e) => e.position));
    }, 40_000);
  });
}

const METADATA = {
  actor: { _id: null, role: 'system', name: 'contract-test' },
  correlationId: 'corr-1',
  causationId: 'cause-1',
} as const;

function event(type: string, data: Record<string, unknown> = {}): NewEvent {
  return { type, data, metadata: METADATA };
}

async function readAllFrom(store: EventStore, after: Position | undefined): Promise<StoredEvent[]> {
  const events: StoredEvent[] = [];
  for (;;) {
    const page = await store.readAll({ after, limit: 500 });
    events.push(...page);
    if (page.length < 500) return events;
    after = page.at(-1)!.position;
  }
}

/** Once the clock has moved past `time`'s millisecond, what is written is stamped later than it. */
async function clockPast(time: Date): Promise<void> {
  while (Date.now() <= time.getTime()) await sleep(1);
}

function expectStrictlyIncreasing(positions: Position[]) {
  for (const [i, position] of positions.slice(1).entries()) expect(comparePositions(position, positions[i]!)).toBe(1);
}
