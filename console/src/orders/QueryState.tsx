import Alert from '@mui/material/Alert';
import type { UseQueryResult } from '@tanstack/react-query';
import { Loading } from 'react-admin';
import { errorMessage } from './orderApi';

/** A tab's query before it has data: loading, or its failure in the API's words. */
export function QueryState({ query }: { query: UseQueryResult }) {
  return query.isError ? <Alert severity="error">{errorMessage(query.error)}</Alert> : <Loading />;
}
