import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Pagination, type RaRecord, ReferenceManyField, type UseReferenceManyFieldControllerParams } from 'react-admin';
import type { Customer } from './types';

interface Props<Record extends RaRecord> {
  reference: string;
  /** What the page says when the customer has none. */
  empty: string;
  queryOptions?: UseReferenceManyFieldControllerParams<Customer, Record>['queryOptions'];
  children: ReactNode;
}

/** The customer's own records of a resource (filtered by customerId), newest first, ten a page. */
export function CustomerReferences<Record extends RaRecord>({ reference, empty, queryOptions, children }: Props<Record>) {
  return (
    <ReferenceManyField<Customer, Record>
      reference={reference}
      target="customerId"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10]} />}
      empty={<Typography color="text.secondary">{empty}</Typography>}
      queryOptions={queryOptions}
    >
      {children}
    </ReferenceManyField>
  );
}
