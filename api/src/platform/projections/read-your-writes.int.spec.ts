import { randomUUID } from 'node:crypto';
import { withTransaction } from '../database/pool.js';
import { eventually } from '../testing/eventually.js';
import { readYourWritesOnOwnDatabase } from '../testing/read-your-writes-world.js';
import { suiteWorld } from '../testing/suite-world.js';
import { lockCheckpoint, saveCheckpoint } from './checkpoints.js';
import { followerName, PROJECTION_CHECKPOINT_CHANNEL } from './projection.js';

/** A wait no test reaches, where the answer must come from the read models rather than the bound. */
const UNBOUNDED_MS = 60_000;

describe('ReadYourWrites', () => {
  const world = suiteWorld(() => readYourWritesOnOwnDatabase('read_your_writes', 300));
  const orders = followerName('orders');
  const vouchers = followerName('vouchers');

  const advance = (name: string, commit: bigint) =>
    withTransaction(world.database.pool, async (client) => {
      await lockCheckpoint(client, name);
      await saveCheckpoint(client, name, { commit, prepare: 0n }, new Date());
      await client.query('SELECT pg_notify($1, $2)', [PROJECTION_CHECKPOINT_CHANNEL, JSON.stringify({ name, position: `${commit}/0` })]);
    });

  it('answers once every named read model has passed the position the command returned, not before', async () => {
    let answered = false;
    const waiting = world.readYourWrites.waitFor([orders, vouchers], { commit: 20n, prepare: 3n }, UNBOUNDED_MS).then(() => {
      answered = true;
    });
    await advance('orders', 21n);
    await advance('vouchers', 20n); // the write's own transaction, but before its event
    await eventually(() => expect(world.waiter.positionOf(vouchers)).toEqual({ commit: 20n, prepare: 0n })); // heard
    expect(answered).toBe(false);
    await advance('vouchers', 21n);
    await waiting;
    expect(answered).toBe(true);
  });

  it('has nothing to wait for when the command returned no position', async () => {
    await expect(world.readYourWrites.waitFor([followerName('never-advanced')], undefined)).resolves.toBeUndefined();
  });

  it('answers anyway when a read model never gets there: the wait is bounded, never an error', async () => {
    await expect(world.readYourWrites.waitFor([followerName('never-advanced')], { commit: 1n, prepare: 0n })).resolves.toBeUndefined();
  });

  it('hands a query the events a read model has not applied yet, as far as it last heard, and none once it has', async () => {
    const metadata = { actor: { _id: null, role: 'system', name: 'spec' }, correlationId: 'c', causationId: 'c' } as const;
    const ledger = followerName('ledger');
    const { position } = await world.store.append(`ledger-${randomUUID()}`, [{ type: 'Noted', data: {}, metadata }], 'no_stream');
    // The event can show a moment late (the store's horizon), never be missed.
    await eventually(async () => expect((await world.readYourWrites.unapplied(ledger, 'stalled'))?.map((event) => event.type)).toEqual(['Noted']));
    await advance('ledger', position.commit + 1n);
    await eventually(() => expect(world.waiter.positionOf(ledger)).toEqual({ commit: position.commit + 1n, prepare: 0n }));
    expect(await world.readYourWrites.unapplied(ledger, 'stalled')).toEqual([]);
  });
});
