import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider, DashboardFigures } from '../dataProvider';

/** Loads GET /api/admin/dashboard once; a failure leaves the figures empty. */
export function useDashboardFigures() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [state, setState] = useState<{ figures: DashboardFigures | null; loading: boolean; failed: boolean }>({
    figures: null,
    loading: true,
    failed: false,
  });

  useEffect(() => {
    let active = true;
    dataProvider
      .getDashboard()
      .then((figures) => active && setState({ figures, loading: false, failed: false }))
      .catch((error: unknown) => {
        console.warn('[dashboard] figures unavailable', error);
        if (active) setState({ figures: null, loading: false, failed: true });
      });
    return () => {
      active = false;
    };
  }, [dataProvider]);

  return state;
}
