import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { eventually } from '../testing/eventually.js';
import { Announcer } from './announcer.js';
import { hearLocally } from './local-announcements.js';
import { PgNotifications } from './notifications.js';

// Its quiet time, a matter of the clock, is announcer.unit.spec.ts's.
describe('Announcer', () => {
  let database: TestDatabase;
  let notifications: PgNotifications;
  const heard: string[] = [];
  /** The spec's own NOTIFY, never noted as heard: it tells when the listener has heard everything sent before it. */
  const MARKER = 'heard so far';
  let markerHeard: () => void = () => undefined;

  beforeAll(async () => {
    database = await createTestDatabase('announcer');
    notifications = new PgNotifications(database.url);
    await notifications.start();
    await notifications.listen('stock_moved', (payload) => (payload === MARKER ? markerHeard() : heard.push(payload)));
  });
  afterAll(async () => {
    await notifications.stop();
    await database.drop();
  });

  /** Resolves once the listener has heard every NOTIFY committed so far: Postgres delivers them in commit order. */
  async function heardSoFar(): Promise<void> {
    const marked = new Promise<void>((resolve) => (markerHeard = resolve));
    await database.pool.query("SELECT pg_notify('stock_moved', $1)", [MARKER]);
    await marked;
  }

  it('is heard after every burst of asks, without one NOTIFY per ask', async () => {
    const announcer = new Announcer(database.pool, 'stock_moved', "it's moved");
    for (let ask = 0; ask < 50; ask++) announcer.announce();
    await announcer.settled();
    await heardSoFar();
    // The first ask sends at once; the other 49 arrive while it is on its way and share one more.
    expect(heard).toEqual(["it's moved", "it's moved"]);

    announcer.announce(); // a later change is announced again
    await announcer.settled();
    await heardSoFar();
    expect(heard).toHaveLength(3);
  });

  it("is heard at once by this process's listeners on the same pool, every time, and by no other pool's", async () => {
    const here: string[] = [];
    const elsewhere: string[] = [];
    hearLocally(database.pool, 'shelf_moved', (payload) => here.push(payload));
    hearLocally(new pg.Pool(), 'shelf_moved', (payload) => elsewhere.push(payload));
    const announcer = new Announcer(database.pool, 'shelf_moved', 'moved');
    announcer.announce();
    announcer.announce();
    expect(here).toEqual(['moved', 'moved']);
    expect(elsewhere).toEqual([]);
  });

  it('names what every ask of a burst named, unless one named nothing or the names would not fit', async () => {
    const naming = (subjects: readonly string[]) => `moved:${[...subjects].sort().join(',')}`;
    const here: string[] = [];
    hearLocally(database.pool, 'stock_moved', (payload) => here.push(payload));
    const announcer = new Announcer(database.pool, 'stock_moved', 'moved', 0, naming);
    const since = heard.length;
    announcer.announce(['b']); // sent at once
    announcer.announce(['c', 'a']); // these two while it is on its way: one more, naming both
    announcer.announce(['a']);
    await eventually(() => expect(heard.slice(since)).toEqual(['moved:b', 'moved:a,c']));
    expect(here).toEqual(['moved:b', 'moved:a,c', 'moved:a']); // this process hears each ask, at once

    const another = new Announcer(database.pool, 'stock_moved', 'moved', 0, naming);
    another.announce(['d']);
    another.announce(); // named nothing: the burst after the first says only that something moved
    another.announce(['e']);
    await eventually(() => expect(heard.slice(since + 2)).toEqual(['moved:d', 'moved']));

    const third = new Announcer(database.pool, 'stock_moved', 'moved', 0, naming);
    third.announce(['f']);
    third.announce(Array.from({ length: 1_000 }, (_, n) => `subject-${n}`)); // over 8,000 bytes together
    await eventually(() => expect(heard.slice(since + 4)).toEqual(['moved:f', 'moved']));
  });
});
