import { createLogger } from '../logging/logger.js';
import { eventually } from '../testing/eventually.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { Lease, LEASE_HOLDERS } from './lease.js';

const logger = createLogger('worker', 'silent');

describe('a lease', () => {
  let database: TestDatabase;
  let leases: Lease[] = [];
  let timeline: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('lease');
  });
  afterEach(async () => {
    await Promise.all(leases.map((lease) => lease.stop()));
    leases = [];
    timeline = [];
  });
  afterAll(() => database.drop());

  /** A process contending for the lease, whose work says on the timeline when it starts and when it has stopped (once `stopped` has settled). */
  function contender(name: string, stopped: Promise<void> = Promise.resolve()): Lease {
    const lease = new Lease(database.url, 'spec', logger);
    lease.run(() => {
      timeline.push(`${name} starts`);
      return {
        async stop() {
          await stopped;
          timeline.push(`${name} stops`);
        },
      };
    });
    leases.push(lease);
    return lease;
  }

  /** The one contender running the work now, once exactly one does. */
  const holder = (contenders: Record<string, Lease>) =>
    eventually(() => {
      const holding = Object.entries(contenders).filter(([, lease]) => lease.held);
      expect(holding).toHaveLength(1);
      return holding[0]!;
    });

  const locks = async () => (await database.pool.query<{ granted: boolean }>(LEASE_HOLDERS, ['spec'])).rows.map((row) => row.granted).sort();
  const holderPid = async () => (await database.pool.query<{ pid: number }>(`${LEASE_HOLDERS} AND l.granted`, ['spec'])).rows.map((row) => row.pid);
  /** The backend holding the lock, and how many standbys began a wait for it after `since` (Postgres's clock) and are still refused. */
  const refusedSince = async (since: string) => {
    const { rows } = await database.pool.query<{ pid: number; granted: boolean; asked_since: boolean }>(
      `SELECT h.pid, h.granted, a.query_start > $2::timestamptz AS asked_since FROM (${LEASE_HOLDERS}) h JOIN pg_stat_activity a USING (pid)`,
      ['spec', since],
    );
    return { holder: rows.filter((row) => row.granted).map((row) => row.pid), refused: rows.filter((row) => !row.granted && row.asked_since).length };
  };

  it('runs the work in one contender at a time, and hands it over only once the holder has stopped it', async () => {
    let finishStopping: () => void = () => undefined;
    const stopped = new Promise<void>((resolve) => (finishStopping = resolve));
    const contenders = { a: contender('a', stopped), b: contender('b', stopped), c: contender('c', stopped) };
    const [first, firstLease] = await holder(contenders);
    await eventually(async () => expect(await locks()).toEqual([false, false, true]));
    expect(timeline).toEqual([`${first} starts`]);

    // While its work stops, the holder keeps the lock: both standbys ask for it again (each wait
    // is cut short every second, lease.ts) and are refused.
    const { rows } = await database.pool.query<{ now: string }>('SELECT clock_timestamp()::text AS now');
    const firstPid = await holderPid();
    const stopping = firstLease.stop();
    await eventually(async () => expect(await refusedSince(rows[0]!.now)).toEqual({ holder: firstPid, refused: 2 }));
    expect(timeline).toEqual([`${first} starts`]);
    finishStopping();
    await stopping;
    const [second, secondLease] = await holder(contenders);
    expect(second).not.toBe(first);
    expect(timeline.slice(0, 3)).toEqual([`${first} starts`, `${first} stops`, `${second} starts`]);

    // The third, still waiting, stops without ever running the work.
    const [third, thirdLease] = Object.entries(contenders).find(([name]) => name !== first && name !== second)!;
    // (Postgres ends a closed connection's backend, and drops its locks, a moment after the close.)
    await thirdLease.stop();
    await eventually(async () => expect(await locks()).toEqual([true]));
    await secondLease.stop();
    await eventually(async () => expect(await locks()).toEqual([]));
    expect(timeline).toEqual([`${first} starts`, `${first} stops`, `${second} starts`, `${second} stops`]);
    // (By entry: the letter "a" is in every "starts".)
    expect(timeline.filter((entry) => entry.startsWith(`${third} `))).toEqual([]);
  });

  it('passes to a standby at once when the holder’s connection closes, as it does when its process is killed', async () => {
    const contenders = { a: contender('a'), b: contender('b') };
    const [first, firstLease] = await holder(contenders);
    await eventually(async () => expect(await locks()).toEqual([false, true]));

    await database.pool.query(`SELECT pg_terminate_backend(pid) FROM (${LEASE_HOLDERS}) holders WHERE granted`, ['spec']);
    const [second] = await eventually(async () => {
      const [name] = await holder(contenders);
      expect(name).not.toBe(first);
      return [name];
    });
    // The old holder stopped its work when its connection went, and waits again.
    await eventually(async () => expect(await locks()).toEqual([false, true]));
    expect(firstLease.held).toBe(false);
    expect(timeline).toEqual(expect.arrayContaining([`${first} starts`, `${first} stops`, `${second} starts`]));
    expect(timeline).toHaveLength(3);
  });
});
