import { hostname } from 'node:os';
import { eventually } from '../testing/eventually.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import type { InstanceView } from './instance-rotation.js';
import { type InstanceStatesRecord, readInstanceStates, recordInstanceStates } from './instance-states.js';

const STALE_MS = 10_000;
const serving = (pid: number): InstanceView => ({ pid, state: 'serving', silentSince: null, replaceAt: null });

describe('the primary’s record of its API instances', () => {
  let database: TestDatabase;
  let record: InstanceStatesRecord;

  beforeAll(async () => {
    database = await createTestDatabase('api_instances');
  });
  beforeEach(async () => {
    await database.pool.query('DELETE FROM api_instances');
    await database.pool.query('DELETE FROM process_heartbeats');
    record = recordInstanceStates(database.url);
  });
  afterEach(() => record.stop());
  afterAll(() => database.drop());

  const read = () => readInstanceStates(database.pool, STALE_MS);

  it('writes a change at once, times on the wall clock, with the frozen instance’s last heartbeat', async () => {
    const host = hostname();
    await database.pool.query(
      `INSERT INTO process_heartbeats (process, instance, pid, started_at, beat_at) VALUES
         ('api', $1, 11, now() - interval '1 minute', now() - interval '6 seconds'),
         ('worker', $2, 12, now(), now())`,
      [`${host}:11:abcd1234`, `${host}:12:abcd1234`],
    );
    record.publish([serving(11), serving(12)], 50_000);
    await eventually(async () => expect(await read()).toHaveLength(2));

    // On the primary's monotonic clock it is now 60 s: instance 11 has been silent since 55 s.
    record.publish([{ pid: 11, state: 'unresponsive', silentSince: 55_000, replaceAt: 70_000 }, serving(12)], 60_000);

    const [frozen, other] = await eventually(async () => {
      const states = await read();
      expect(states.map(({ state }) => state)).toEqual(['unresponsive', 'serving']);
      return states;
    });
    expect(Date.now() - Date.parse(frozen!.silentSince!)).toBeGreaterThanOrEqual(5_000);
    expect(Date.parse(frozen!.replaceAt!) - Date.parse(frozen!.silentSince!)).toBe(15_000);
    expect(frozen!.heartbeat).toEqual({ instance: `${host}:11:abcd1234`, startedAt: expect.any(String), lastBeatAt: expect.any(String) });
    // A worker's heartbeat under the same pid is not the API instance's.
    expect(other).toMatchObject({ host, pid: 12, state: 'serving', heartbeat: null });
  });

  it('removes an instance that is gone, and every row once the primary stops', async () => {
    record.publish([serving(11), serving(12)], 0);
    await eventually(async () => expect(await read()).toHaveLength(2));

    record.publish([serving(12), serving(13)], 1_000);
    await eventually(async () => expect((await read()).map(({ pid }) => pid)).toEqual([12, 13]));

    await record.stop();
    expect(await read()).toEqual([]);
  });

  it('ignores the rows of a primary that stopped writing', async () => {
    record.publish([serving(11)], 0);
    await eventually(async () => expect(await read()).toHaveLength(1));

    await database.pool.query("UPDATE api_instances SET updated_at = now() - interval '11 seconds'");

    expect(await read()).toEqual([]);
  });
});
