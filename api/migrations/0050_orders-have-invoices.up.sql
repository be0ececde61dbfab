-- Paid orders get an invoice (InvoiceIssued, numbered in its financial year's series) and refunds a
-- credit note (CreditNoteIssued, in a series of their own): the orders read model's view gains
-- `invoice`, null until one is issued, and `creditNotes`. Orders paid before this release get none:
-- their payments are behind the worker's reactions, and numbering them now, out of the order they
-- were paid in, would date documents after the fact (docs/invoices.md).
UPDATE orders SET view = view || '{"invoice": null, "creditNotes": []}'::jsonb WHERE NOT view ? 'invoice';
