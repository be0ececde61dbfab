import type pg from 'pg';

/**
 * How many times this process has waited on Postgres: one per statement it sent and whose answer
 * it read (a BEGIN and a COMMIT count as their own). Written with the process's heartbeat, so the
 * checkout benchmark can say what a checkout costs in round trips per process.
 */
let postgresRoundTrips = 0;

export const roundTripsSoFar = (): number => postgresRoundTrips;

/** Counts every round trip of the pool's connections, each time Postgres says it is ready for the next. */
export function countRoundTrips(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const { connection } = client as pg.PoolClient & { connection: { on(event: 'readyForQuery', listener: () => void): void } };
    connection.on('readyForQuery', () => {
      postgresRoundTrips++;
    });
  });
}
