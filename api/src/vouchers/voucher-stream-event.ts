import type { StoredEvent } from '../platform/event-store/event-store.port.js';
import type { VoucherEvent } from './events.js';
import { voucherStream } from './voucher.js';
import { isVoucherEvent } from './voucher-event-guard.js';

/** A voucher's event as read from `$all`, with its code taken from the stream name; null for another stream or an unknown type. */
export function voucherStreamEvent(stored: StoredEvent): { code: string; event: VoucherEvent } | null {
  const code = voucherStream.idOf(stored.streamId);
  if (!code || !isVoucherEvent(stored)) return null;
  return { code, event: stored };
}
