// The return's stored events. Names are permanent; a change of shape needs an upcaster.
// Statuses, reimbursement methods and reasons are the contract's: the return's answers pass them on
// as stored, so a change to them in @petshop/contract is a change of stored shape (an upcaster).
import type { ReasonToReturn, ReturnPaymentMethod, ReturnStatus } from '@petshop/contract';

export type { ReasonToReturn, ReturnPaymentMethod, ReturnStatus };

/** A product being sent back, with what the order charged for it. */
export interface ReturnedProduct {
  productId: string;
  name: string;
  image: string | null;
  quantity: number;
  unitPrice: number;
  /** The end of the 30-day term from delivery. */
  returnDate: string;
}

export interface ReturnedOrder {
  orderId: string;
  orderNumber: string;
  products: ReturnedProduct[];
}

/** How the shopper was reimbursed: the provider's refunds, a voucher, or a replacement order at no charge. */
export type Reimbursement =
  | { method: 'refund'; refundKeys: string[] }
  | { method: 'store voucher'; voucherCode: string }
  | { method: 'replacement product'; replacementOrderId: string };

export type ReturnRequested = {
  type: 'ReturnRequested';
  data: {
    returnId: string;
    returnNumber: string;
    customer: { _id: string };
    orders: ReturnedOrder[];
    reasonToReturn: ReasonToReturn;
    methodForReturning: string;
    returnPaymentMethod: ReturnPaymentMethod;
    at: string;
  };
};
export type ReturnStatusChanged = { type: 'ReturnStatusChanged'; data: { from: ReturnStatus; to: ReturnStatus; note: string | null; at: string } };
export type ReturnRefunded = { type: 'ReturnRefunded'; data: { from: 'received'; note: string | null; reimbursement: Reimbursement; at: string } };

export type ReturnEvent = ReturnRequested | ReturnStatusChanged | ReturnRefunded;
