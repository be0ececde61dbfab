import type { Reaction } from '../platform/context.js';
import type { Actor } from '../platform/event-store/event-store.port.js';
import { ReleaseReturnedOrdersCommand } from './commands/release-returned-orders.js';
import { returnStreamEvent } from './return-reader.js';

const RETURNS_DESK: Actor = { _id: null, role: 'system', name: 'returns' };

/** A rejected return gives its orders back (they can be returned again, or refunded otherwise). */
export const returnReactions: Reaction = async (stored, { commands, because }) => {
  const recorded = returnStreamEvent(stored);
  if (recorded?.event.type !== 'ReturnStatusChanged' || recorded.event.data.to !== 'rejected') return false;
  await commands.execute(new ReleaseReturnedOrdersCommand(recorded.returnId, because(stored, RETURNS_DESK)));
  return true;
};
