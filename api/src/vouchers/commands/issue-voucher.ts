import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../platform/event-sourcing/decider.js';
import { EVENT_STORE, type EventMetadata, type EventStore, type Position } from '../../platform/event-store/event-store.port.js';
import { voucherStream } from '../voucher.js';
import { voucherDecider } from '../voucher.decider.js';

export interface VoucherIssue {
  code: string;
  owner: { _id: string };
  amount: number;
  returnId: string;
}

/** A return reimbursed by store voucher: the shopper gets a code worth the returned lines. A retried issue changes nothing. */
export class IssueVoucherCommand extends Command<{ position: Position | undefined }> {
  constructor(
    readonly issue: VoucherIssue,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(IssueVoucherCommand)
export class IssueVoucherHandler implements ICommandHandler<IssueVoucherCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ issue, metadata }: IssueVoucherCommand): Promise<{ position: Position | undefined }> {
    const command = { type: 'IssueVoucher' as const, ...issue, at: new Date().toISOString() };
    const { position } = await runCommand(this.store, voucherStream(issue.code), voucherDecider, command, metadata);
    return { position };
  }
}
