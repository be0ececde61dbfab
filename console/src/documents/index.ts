import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { createElement, lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Each page is its own chunk, fetched when first opened.
const DocumentList = lazy(() => import('./DocumentList').then((module) => ({ default: module.DocumentList })));

export const invoices = {
  list: () => createElement(DocumentList, { amountLabel: 'Total' }),
  icon: ReceiptLongIcon,
  options: { label: 'Invoices' },
  recordRepresentation: 'number',
} satisfies Omit<ResourceProps, 'name'>;

export const creditNotes = {
  list: () => createElement(DocumentList, { amountLabel: 'Credited' }),
  icon: RequestQuoteIcon,
  options: { label: 'Credit notes' },
  recordRepresentation: 'number',
} satisfies Omit<ResourceProps, 'name'>;
