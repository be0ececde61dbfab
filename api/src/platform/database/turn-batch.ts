import pg from 'pg';

/**
 * Collects what is asked for during one turn of the event loop and hands it to `flush` at once: the
 * first ask of a turn schedules the flush with setImmediate, which runs once the I/O callbacks of
 * the turn have, so a busy process makes one round trip for many callers instead of one each. A
 * quiet process pays nothing but the rest of the turn.
 */
export function collectedByTurn<Item>(flush: (items: Item[]) => void): (item: Item) => void {
  let collecting: Item[] | undefined;
  return (item) => {
    if (!collecting) {
      const items: Item[] = [];
      collecting = items;
      setImmediate(() => {
        collecting = undefined;
        flush(items);
      });
    }
    collecting.push(item);
  };
}

/**
 * Lookups by key asked for during one turn of the event loop, made together (collectedByTurn): one
 * `load` of every key the turn asked for. Callers asking for the same key get the same value; a
 * failed load fails every ask of its batch.
 */
export function batchedByTurn<Key, Value>(load: (keys: readonly Key[]) => Promise<Map<Key, Value>>): (key: Key) => Promise<Value | undefined> {
  type Ask = { key: Key; resolve: (value: Value | undefined) => void; reject: (error: unknown) => void };

  const loadBatch = async (asks: Ask[]) => {
    try {
      const found = await load([...new Set(asks.map(({ key }) => key))]);
      for (const { key, resolve } of asks) resolve(found.get(key));
    } catch (error) {
      for (const { reject } of asks) reject(error);
    }
  };
  const ask = collectedByTurn<Ask>((asks) => void loadBatch(asks));

  return (key) => new Promise((resolve, reject) => ask({ key, resolve, reject }));
}

/**
 * Writes asked for during one turn of the event loop, made in one statement: `write` takes the
 * turn's items (one or many) and answers each item's result in order. Two writes with the same
 * `key` never share a statement: the later one goes with the next turn's, after the first is
 * answered. When Postgres refuses a statement of several, nothing of it took effect and each write
 * is made again alone, so each gets the outcome it would have had by itself; when the connection
 * fails, the outcome is unknown and every write of the statement fails with it, none made again.
 */
export function writtenByTurn<Item, Result>({
  key,
  write,
}: {
  key: (item: Item) => string;
  write: (items: readonly Item[]) => Promise<Result[]>;
}): (item: Item) => Promise<Result> {
  type Ask = { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void };
  const settle = async (batch: Ask[]) => {
    const results = await write(batch.map(({ item }) => item));
    for (const [index, { resolve }] of batch.entries()) resolve(results[index]!);
  };
  const settleAlone = (ask: Ask) => settle([ask]).catch(ask.reject);

  const flush = async (asks: Ask[]) => {
    const firsts = new Map<string, Ask>();
    const later: Ask[] = [];
    for (const ask of asks) {
      const itemKey = key(ask.item);
      if (firsts.has(itemKey)) later.push(ask);
      else firsts.set(itemKey, ask);
    }
    const batch = [...firsts.values()];
    try {
      if (batch.length === 1) return await settleAlone(batch[0]!);
      await settle(batch);
    } catch (error) {
      if (error instanceof pg.DatabaseError) await Promise.all(batch.map(settleAlone));
      else for (const { reject } of batch) reject(error);
    } finally {
      for (const ask of later) collect(ask);
    }
  };
  const collect = collectedByTurn<Ask>((asks) => void flush(asks));

  return (item) => new Promise((resolve, reject) => collect({ item, resolve, reject }));
}
