/**
 * Lookups by key asked for during one turn of the event loop, made together: the first ask of a
 * turn schedules one `load` of every key asked before the turn ends (setImmediate runs once the
 * I/O callbacks of the turn have), so a busy process sends one round trip for many callers instead
 * of one each. A quiet process pays nothing but the rest of the turn. Callers asking for the same
 * key get the same value; a failed load fails every ask of its batch.
 */
export function batchedByTurn<Key, Value>(load: (keys: readonly Key[]) => Promise<Map<Key, Value>>): (key: Key) => Promise<Value | undefined> {
  type Ask = { resolve: (value: Value | undefined) => void; reject: (error: unknown) => void };
  let asked: Map<Key, Ask[]> | undefined;

  const loadBatch = async (batch: Map<Key, Ask[]>) => {
    try {
      const found = await load([...batch.keys()]);
      for (const [key, asks] of batch) for (const { resolve } of asks) resolve(found.get(key));
    } catch (error) {
      for (const asks of batch.values()) for (const { reject } of asks) reject(error);
    }
  };

  return (key) =>
    new Promise((resolve, reject) => {
      if (!asked) {
        const batch = new Map<Key, Ask[]>();
        asked = batch;
        setImmediate(() => {
          asked = undefined;
          void loadBatch(batch);
        });
      }
      const asks = asked.get(key);
      if (asks) asks.push({ resolve, reject });
      else asked.set(key, [{ resolve, reject }]);
    });
}
