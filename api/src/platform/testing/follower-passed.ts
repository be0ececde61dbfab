import { comparePositions, latestPosition } from '../event-store/event-store.port.js';
import type { CommandWorld } from './command-spec.js';
import { eventually } from './eventually.js';
import { openWriters } from './open-writers.js';

/**
 * Waits until the follower's saved checkpoint has passed the last event of these streams. Readers see
 * a commit once every older write transaction of the database has ended, so under load that is a
 * while after the append; a wait in vain tells everything that could have held the events back, and
 * the follower's last logged errors.
 */
export async function followerPassed(world: Pick<CommandWorld, 'store' | 'pool'>, name: string, streams: readonly string[], errors: readonly string[]) {
  const lasts = await Promise.all(streams.map(async (streamId) => (await world.store.readStream(streamId)).at(-1)!.position));
  const target = latestPosition(...lasts)!;
  await eventually(async () => {
    const { rows } = await world.pool.query('SELECT commit_position, prepare_position FROM projection_checkpoints WHERE name = $1', [name]);
    const saved = rows[0]?.commit_position ? { commit: BigInt(rows[0].commit_position), prepare: BigInt(rows[0].prepare_position) } : null;
    expect(saved && comparePositions(saved, target) >= 0).toBe(true);
  }, 30_000).catch(async (error: unknown) => {
    const { rows } = await world.pool.query(
      `SELECT (SELECT commit_position || '/' || prepare_position FROM projection_checkpoints WHERE name = $1) AS saved,
              pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`,
      [name],
    );
    throw new Error(
      `The follower ${name} did not pass its events within 30 s: target ${target.commit}/${target.prepare}, saved ${rows[0].saved}, ` +
        `the cluster's oldest running transaction ${rows[0].xmin}. Open write transactions:\n${await openWriters(world.pool)}\n` +
        `The followers' last errors:\n${errors.slice(-3).join('') || 'none'}`,
      { cause: error },
    );
  });
}

/** As after a crash before the follower saved its checkpoint: everything is read again. */
export const forgetCheckpoint = (world: Pick<CommandWorld, 'pool'>, name: string) =>
  world.pool.query('UPDATE projection_checkpoints SET commit_position = NULL, prepare_position = NULL WHERE name = $1', [name]);
