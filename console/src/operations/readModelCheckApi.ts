import type { ReadModelCheck } from '@petshop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_URL, httpClient } from '../dataProvider';

// The read-model check's calls (staff surface: bare records). react-query is react-admin's own, so
// its refresh button refetches this too.

const CHECKS_URL = `${ADMIN_API_URL}/read-model-checks`;
const LATEST = ['read-model-checks', 'latest'];
/** How often the card asks again while a check runs. */
export const POLL_MS = 2_000;

/** The newest run (every run newest first; the first one), or null when none was ever run. */
export async function latestCheck(): Promise<ReadModelCheck | null> {
  const query = new URLSearchParams({ sort: JSON.stringify(['id', 'DESC']), range: JSON.stringify([0, 0]) });
  const { json } = await httpClient(`${CHECKS_URL}?${query}`);
  return (json as ReadModelCheck[])[0] ?? null;
}

/** POST: admins only; a 409 when one is running already. Answers the new run. */
export async function startCheck(): Promise<ReadModelCheck> {
  // fetchJson sends a POST as JSON, and an empty JSON body is a 400: hence the empty object.
  const { json } = await httpClient(CHECKS_URL, { method: 'POST', body: '{}' });
  return json as ReadModelCheck;
}

/** The newest run, asked again every POLL_MS while it runs. */
export const useLatestCheck = () =>
  useQuery({ queryKey: LATEST, queryFn: latestCheck, refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false) });

export function useStartCheck(handlers: { onError(error: unknown): void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startCheck,
    onSuccess: (started) => client.setQueryData(LATEST, started),
    onError: (error) => {
      handlers.onError(error);
      void client.invalidateQueries({ queryKey: LATEST }); // a 409: show the run that is under way
    },
  });
}
