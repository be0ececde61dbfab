import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import type { SvgIconComponent } from '@mui/icons-material';
import { createElement, lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Each page is its own chunk, fetched when first opened.
const DocumentList = lazy(() => import('./DocumentList').then((module) => ({ default: module.DocumentList })));

/** Invoices and credit notes are listed alike; only the name and what their amount is called differ. */
function documents(label: string, amountLabel: string, icon: SvgIconComponent): Omit<ResourceProps, 'name'> {
  return { list: () => createElement(DocumentList, { amountLabel }), icon, options: { label }, recordRepresentation: 'number' };
}

export const invoices = documents('Invoices', 'Total', ReceiptLongIcon);
export const creditNotes = documents('Credit notes', 'Credited', RequestQuoteIcon);
