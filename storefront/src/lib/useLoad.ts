import { type Dispatch, type SetStateAction, startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The storefront's one way to hold server data: a page's product, a list, the cart. It loads when
 * mounted and again when `key` changes, and only the newest answer is ever shown: a new load aborts
 * the one before it, and an answer to any call (load or change) is dropped once a later call has
 * answered or a later value was set. TanStack Query does the same with ~10 KB (gzip) the storefront's
 * 130 KB budget has no room for.
 */

export type LoadStatus = 'loading' | 'ready' | 'failed';

export interface Loaded<T> {
  /** 'loading' until the current key's load answers, and again during a reload. */
  status: LoadStatus;
  /** The newest value, null before the first; kept through a reload and a failed load. */
  data: T | null;
  /** Why the last load failed; null when it did not. */
  error: unknown;
  /** Loads again; resolves with the answer, or undefined when it failed or a later call answered first. */
  reload(): Promise<T | undefined>;
  /** Makes a change on the server whose answer is the new value (not optimistic); rejects as the call does. */
  apply(call: () => Promise<T>): Promise<T>;
  /** The same for a call whose answer holds the new value beside other things (a message); resolves with the whole answer. */
  apply<A>(call: () => Promise<A>, pick: (answer: A) => T): Promise<A>;
  /** A value known locally (the answer of a call made elsewhere): it beats every answer still on its way. */
  setData: Dispatch<SetStateAction<T | null>>;
}

export interface LoadOptions<T = unknown> {
  /** What the load depends on (it is JSON-compared): a change loads again. Without it, the load runs once per mount. */
  key?: readonly unknown[];
  /** Keep the previous key's value while the new key loads (a list being searched) instead of showing none. */
  keepPrevious?: boolean;
  /** The first key's value, already at hand (the answer a page drawn by the server was drawn with): shown at once, not loaded again. */
  initial?: T;
}

/** Calls numbered in the order they were made: an answer shows only while no later call's answer (or value set) is shown. */
function newestWins() {
  let issued = 0;
  let shown = 0;
  return {
    issue: () => ++issued,
    /** True when the answer to `ticket` may show; it is then the one shown. */
    claim(ticket: number): boolean {
      if (ticket < shown) return false;
      shown = ticket;
      return true;
    },
    /** A value set now beats every answer still on its way. */
    claimNow: () => {
      shown = ++issued;
    },
  };
}

interface State<T> {
  key: string;
  status: LoadStatus;
  data: T | null;
  error: unknown;
}

export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, { key = [], keepPrevious = false, initial }: LoadOptions<T> = {}): Loaded<T> {
  const keyText = JSON.stringify(key);
  const [state, setState] = useState<State<T>>(() =>
    initial === undefined ? { key: keyText, status: 'loading', data: null, error: null } : { key: keyText, status: 'ready', data: initial, error: null },
  );
  const given = useRef(initial !== undefined);
  const [order] = useState(newestWins);
  const running = useRef<AbortController | null>(null);
  const latest = useRef({ load, keyText });
  // Committed before the effect below runs, so a load or reload always calls the current closure.
  useLayoutEffect(() => {
    latest.current = { load, keyText };
  });

  const run = useCallback(async (): Promise<T | undefined> => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const ticket = order.issue();
    const { load: current, keyText: forKey } = latest.current;
    // A mount's load finds the state already loading its key: nothing to draw again.
    setState((state) =>
      state.key === forKey && state.status === 'loading'
        ? state
        : { ...state, key: forKey, status: 'loading', data: state.key === forKey || keepPrevious ? state.data : null },
    );
    let outcome: Partial<State<T>>;
    try {
      outcome = { status: 'ready', data: await current(controller.signal), error: null };
    } catch (failure) {
      outcome = { status: 'failed', error: failure ?? new Error('Failed') };
    }
    if (controller.signal.aborted) return undefined;
    // An answer is drawn in a transition: React draws it in slices between the shopper's input, and an
    // answer that reaches a page still being hydrated does not force the rest of its hydration into one
    // long task (an urgent update to a part not yet hydrated is hydrated at once, whole).
    if (order.claim(ticket)) {
      startTransition(() => setState((state) => ({ ...state, ...outcome })));
      return outcome.data ?? undefined;
    }
    // A change answered after this load was sent: what is shown is newer than this answer.
    startTransition(() => setState((state) => ({ ...state, status: 'ready', error: null })));
    return undefined;
  }, [keepPrevious, order]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `keyText` is the trigger; `run` reads the key it loads from `latest`.
  useEffect(() => {
    // The value given for the first key is its load's answer.
    if (given.current) given.current = false;
    else void run();
    return () => running.current?.abort();
  }, [keyText, run]);

  const apply = useCallback(
    async <A>(call: () => Promise<A>, pick: (answer: A) => T = (answer) => answer as unknown as T): Promise<A> => {
      const ticket = order.issue();
      const forKey = latest.current.keyText;
      const answer = await call();
      if (forKey === latest.current.keyText && order.claim(ticket)) setState((state) => ({ ...state, data: pick(answer) }));
      return answer;
    },
    [order],
  ) as Loaded<T>['apply'];

  const setData = useCallback<Dispatch<SetStateAction<T | null>>>(
    (update) => {
      order.claimNow();
      setState((state) => ({ ...state, data: typeof update === 'function' ? (update as (current: T | null) => T | null)(state.data) : update }));
    },
    [order],
  );

  // Until the effect has started the new key's load, the state still describes the old key.
  const current = state.key === keyText;
  return {
    status: current ? state.status : 'loading',
    data: current || keepPrevious ? state.data : null,
    error: current ? state.error : null,
    reload: run,
    apply,
    setData,
  };
}
