import type pg from 'pg';

/**
 * The pool as it is, but for a log of the statements asked of it (a prepared statement's name, else
 * its text), for specs that count round trips.
 */
export function loggingStatements(pool: pg.Pool): { pool: pg.Pool; statements: string[] } {
  const statements: string[] = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const logging = Object.assign(Object.create(pool) as pg.Pool, {
    query: (...args: unknown[]) => {
      const config = args[0] as string | { name?: string; text: string };
      statements.push(typeof config === 'string' ? config : (config.name ?? config.text));
      return query(...args);
    },
  });
  return { pool: logging, statements };
}
