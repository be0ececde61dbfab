import type { RaRecord } from 'react-admin';

export type ReturnStatus = 'requested' | 'approved' | 'rejected' | 'received' | 'refunded';

/** The contract's Return (the fields the list needs; the rest comes with later views). */
export interface ReturnRequest extends RaRecord {
  _id: string;
  returnNumber: string;
  status: ReturnStatus;
  returnPaymentMethod: 'store voucher' | 'refund' | 'replacement product';
  methodForReturning: string;
  createdAt: string;
}
