import { pino } from 'pino';
import { commandWorld } from '../testing/command-spec.js';
import { suiteWorld } from '../testing/suite-world.js';
import { CheckpointedFollower } from './checkpointed-follower.js';

describe('CheckpointedFollower', () => {
  const world = suiteWorld(() => commandWorld('checkpointed_follower'));

  it('stops when asked while it is still reading its checkpoint, before it has subscribed (a worker stopped as it took over)', async () => {
    const follower = new CheckpointedFollower('early-stop', world.store, world.pool, pino({ level: 'silent' }), async (batch) => batch.at(-1)?.position);
    follower.start();
    await follower.stop(); // never resolved when the subscription was opened after the stop
    const { rows } = await world.pool.query('SELECT name FROM projection_checkpoints WHERE name = $1', ['early-stop']);
    expect(rows).toEqual([{ name: 'early-stop' }]); // it did get as far as its checkpoint
  });
});
