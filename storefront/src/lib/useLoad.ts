import { useCallback, useEffect, useState } from 'react';

/** Loads once on mount (and on `reload`); a late answer after unmount or a newer load is dropped. */
export function useLoad<T>(load: () => Promise<T>) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the trigger: `reload` loads again.
  useEffect(() => {
    let current = true;
    setError(null);
    load().then(
      (value) => current && setData(value),
      (failure: unknown) => current && setError(failure ?? new Error('Failed')),
    );
    return () => {
      current = false;
    };
  }, [load, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, error, reload, setData };
}
