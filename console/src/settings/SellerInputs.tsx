import { ArrayInput, SimpleFormIterator, TextInput } from 'react-admin';
import { validateAddress, validateCategory, validateGstin, validateHsnCode, validateInvoicePrefix, validateLegalName } from './validation';

/** The seller an invoice names, the invoices' prefix, and each category's HSN code. */
export function SellerInputs({ readOnly }: { readOnly: boolean }) {
  return (
    <>
      <TextInput source="legalName" label="Legal name" validate={validateLegalName} disabled={readOnly} />
      <TextInput source="address" label="Address" multiline minRows={2} validate={validateAddress} disabled={readOnly} />
      <TextInput
        source="gstin"
        label="GSTIN"
        helperText="Empty while not registered for GST: invoices are then bills of supply"
        validate={validateGstin}
        disabled={readOnly}
      />
      <TextInput
        source="invoicePrefix"
        label="Invoice prefix"
        helperText="Invoices are numbered PREFIX/2026-27/000001"
        validate={validateInvoicePrefix}
        disabled={readOnly}
      />
      <ArrayInput source="hsnCodeList" label="HSN code per category">
        <SimpleFormIterator inline disableReordering disableClear disableAdd={readOnly} disableRemove={readOnly}>
          <TextInput source="category" label="Category" validate={validateCategory} helperText={false} disabled={readOnly} />
          <TextInput source="code" label="HSN code" validate={validateHsnCode} helperText={false} disabled={readOnly} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}
