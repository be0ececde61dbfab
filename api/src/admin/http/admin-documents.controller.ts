import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CREDIT_NOTE_NOT_FOUND, INVOICE_NOT_FOUND, staffCreditNotes, staffInvoices } from '../../ordering/index.js';
import { Auth } from '../../platform/auth/auth.guard.js';
import { financialYear, recordId } from './list-filters.js';
import { StaffResource } from './staff-resource.js';

// The accountant's lists (ra-data-simple-rest, read-only): every invoice and credit note issued, by
// financial year, with react-admin's CSV export. The documents themselves are the order's PDFs.

/** The reads of one kind of document: invoices and credit notes are listed, filtered and sorted alike. */
function IssuedDocuments(list: typeof staffInvoices, resource: string, [one, many]: [string, string], notFound: string) {
  return StaffResource(list, {
    resource,
    answer: 'IssuedDocumentRecord',
    list: {
      summary: `${many} issued, newest first (bare array, Content-Range); filter financialYear (2026-27) and orderId; sort by number, issuedAt or amount`,
      filter: { financialYear, orderId: recordId },
      sort: ['issuedAt', 'DESC'],
    },
    one: { summary: `One ${one}, by its number`, notFound },
  });
}

@ApiTags('admin')
@Controller('admin/invoices')
@Auth('staff', 'admin')
export class AdminInvoicesController extends IssuedDocuments(staffInvoices, 'invoices', ['invoice', 'Invoices'], INVOICE_NOT_FOUND) {}

@ApiTags('admin')
@Controller('admin/credit-notes')
@Auth('staff', 'admin')
export class AdminCreditNotesController extends IssuedDocuments(staffCreditNotes, 'credit-notes', ['credit note', 'Credit notes'], CREDIT_NOTE_NOT_FOUND) {}
