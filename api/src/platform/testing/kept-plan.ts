import type pg from 'pg';

/**
 * The plan Postgres keeps for a named statement once it has run a few times (its generic plan, made
 * without the parameters' values), as EXPLAIN prints it, for `literals` (SQL literals, one per
 * parameter). A plan whose cost grows with a table shows as a `Seq Scan` of it.
 */
export async function keptPlan(pool: pg.Pool, sql: string, literals: readonly string[]): Promise<string> {
  const client = await pool.connect();
  try {
    await client.query('SET plan_cache_mode = force_generic_plan');
    await client.query(`PREPARE kept_plan AS ${sql}`);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE kept_plan(${literals.join(', ')})`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('DEALLOCATE ALL; RESET plan_cache_mode');
    client.release();
  }
}
