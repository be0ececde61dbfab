import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../platform/event-sourcing/decider.js';
import { EVENT_STORE, type EventMetadata, type EventStore, type Position } from '../../platform/event-store/event-store.port.js';
import type { RestoreReason } from '../events.js';
import { voucherStream } from '../voucher.js';
import { voucherDecider } from '../voucher.decider.js';

export interface VoucherRestore {
  code: string;
  orderId: string;
  /** Names the give-back (the order's release key): a repeat of it changes nothing. */
  restoreKey: string;
  amount: number;
  reason: RestoreReason;
}

/**
 * An order gives back what the voucher paid for it (cancelled, refunded by a return, or never
 * placed). The worker's reactions dispatch it for every VoucherReleased an order records.
 */
export class RestoreVoucherCommand extends Command<{ position: Position | undefined; restored: boolean }> {
  constructor(
    readonly restore: VoucherRestore,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(RestoreVoucherCommand)
export class RestoreVoucherHandler implements ICommandHandler<RestoreVoucherCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ restore: { code, ...restore }, metadata }: RestoreVoucherCommand): Promise<{ position: Position | undefined; restored: boolean }> {
    const command = { type: 'RestoreVoucher' as const, ...restore, at: new Date().toISOString() };
    const { position, events } = await runCommand(this.store, voucherStream(code), voucherDecider, command, metadata);
    return { position, restored: events.length > 0 };
  }
}
