import { withTransaction } from '../database/pool.js';
import { readYourWritesOnOwnDatabase } from '../testing/read-your-writes-world.js';
import { suiteWorld } from '../testing/suite-world.js';
import { eventually } from '../testing/eventually.js';
import { lockCheckpoint, saveAnnouncedCheckpoint } from './checkpoints.js';
import { followerName } from './projection.js';

describe('ReadYourWrites: effects another process makes (real Redis: what one API instance notes, another honours)', () => {
  const reactions = followerName('reactions');
  // A bound no test reaches: the reader's wait must end with the follower, not with the bound.
  const world = suiteWorld(() => readYourWritesOnOwnDatabase('awaited_effects', 60_000));

  // As the worker's reactions do: the checkpoint saved and announced in one statement.
  const advance = async (commit: bigint) => {
    await withTransaction(world.database.pool, (client) => lockCheckpoint(client, reactions));
    await saveAnnouncedCheckpoint(world.database.pool, reactions, { commit, prepare: 0n }, new Date());
  };

  it('makes the next reader of the subject wait until the follower has passed the noted position, and no other subject', async () => {
    await advance(1n);
    await world.readYourWrites.expect('cart:asha', reactions, { commit: 10n, prepare: 2n });
    let settled = false;
    const settling = world.elsewhere.settle('cart:asha').then(() => {
      settled = true;
    });
    await world.elsewhere.settle('cart:ravi'); // nothing noted for Ravi: at once
    await advance(10n); // the position's own transaction, before its event
    await eventually(() => expect(world.waiter.positionOf(reactions)).toEqual({ commit: 10n, prepare: 0n })); // heard
    expect(settled).toBe(false);
    await advance(11n);
    await settling;
    expect(settled).toBe(true);
  });

  it('notes nothing without a position', async () => {
    await world.readYourWrites.expect('cart:meera', reactions, undefined);
    expect(await world.redis.exists(`${world.prefix}:awaited-effects:cart:meera`)).toBe(0);
  });
});
