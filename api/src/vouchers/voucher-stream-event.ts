import type { StoredEvent } from '../platform/event-store/event-store.port.js';
import type { VoucherEvent } from './events.js';
import { voucherStream } from './voucher.js';

/** A voucher's event as read from `$all`, with its code taken from the stream name; null for another stream. */
export function voucherStreamEvent(stored: StoredEvent): { code: string; event: VoucherEvent } | null {
  const code = voucherStream.idOf(stored.streamId);
  if (!code) return null;
  // The type is trusted as the union's, as the vouchers projection does: an unknown type matches no case.
  return { code, event: { type: stored.type, data: stored.data } as VoucherEvent };
}
