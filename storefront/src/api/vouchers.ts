import type { Voucher, VoucherBalance } from '@petshop/contract';
import { api } from './client';

/** The shopper's store vouchers (from returns reimbursed by voucher), with balances and what they paid for. */
export async function listVouchers(): Promise<Voucher[]> {
  const body = await api.get<{ data: Voucher[] }>('/vouchers');
  return body.data ?? [];
}

/** The balance of one of the shopper's codes; an unknown code or another shopper's is a 404 'Voucher not found'. */
export async function checkVoucher(code: string): Promise<VoucherBalance> {
  const body = await api.get<{ voucher: VoucherBalance }>(`/vouchers/${encodeURIComponent(code.trim().toUpperCase())}`);
  return body.voucher;
}
