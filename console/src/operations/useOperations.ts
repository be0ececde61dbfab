import type { Operations, OperationsWindow } from '@petshop/contract';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';

/** The figures change by the minute: asked again every 30 s while the page is open. */
const REFRESH_MS = 30_000;

export function useOperations(window: OperationsWindow, enabled: boolean) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery<Operations>({
    queryKey: ['operations', window],
    queryFn: () => dataProvider.getOperations(window),
    refetchInterval: REFRESH_MS,
    enabled,
  });
}
