import { enqueueMails, type MailRequest } from '@petshop/api/mail';
import {
  type CheckpointedFollower,
  effectFollower,
  saveCheckpoint,
  withTransaction,
  type EventStore,
  type Logger,
  type Pool,
  type StoredEvent,
} from '@petshop/api/platform';
import { contexts, loadMails, type MailDeps, type MailsFor, mailDeps } from '@petshop/api/contexts';
import type { YieldToBusyCpu } from '../cpu-pressure.js';

export const MAIL_CHECKPOINT = 'mail:events';
/**
 * How long the follower waits, once caught up, before looking for new events: a mail may leave a
 * fraction of a second later, and the worker reads `$all` a few times a second for mail instead of
 * a hundred (the store's own interval, which the reactions keep).
 */
const FOLLOW_POLL_MS = 200;
/** The mails each context's events cause (its descriptor's `mails`), loaded at the first batch. */
let everyMail: Promise<MailsFor[]> | undefined;

/** Every mail a batch of events causes, in `$all` order; the events are read at once, so their lookups are made together. */
export async function mailsOf(batch: readonly StoredEvent[], deps: MailDeps): Promise<MailRequest[]> {
  everyMail ??= loadMails(contexts);
  const every = await everyMail;
  const mails = await Promise.all(batch.map((event) => Promise.all(every.map((mailsFor) => mailsFor(event, deps)))));
  return mails.flat(2);
}

/**
 * The shop's mail about what happened (an order paid, shipped, refunded; a return decided): the
 * worker's second follower of `$all`, apart from its reactions (reactions.ts), so that mail never
 * holds back a refund or the stock. It only puts mail in the outbox (the sender delivers it), and
 * it never writes a stream. Each batch's mails and its checkpoint commit in one transaction; every
 * mail is keyed by the event that caused it (`event:<eventId>:<template>`), so a crash, a replay
 * or another worker reacting to the same events enqueues nothing twice.
 */
export function mailReactions(store: EventStore, pool: Pool, logger: Logger, background?: YieldToBusyCpu): Pick<CheckpointedFollower, 'start' | 'stop'> {
  const deps = mailDeps(store, pool);
  const save = (last: StoredEvent) => saveCheckpoint(pool, MAIL_CHECKPOINT, last.position, last.createdAt);
  return effectFollower({ name: MAIL_CHECKPOINT, store, pool, logger, save, maxBatch: 200, pollIntervalMs: FOLLOW_POLL_MS }, async (batch) => {
    // Reading what each mail needs waits, like sending it, while the machine is busy (see YieldToBusyCpu).
    await background?.turn();
    const mails = await mailsOf(batch, deps);
    if (mails.length === 0) return null;
    const last = batch.at(-1)!;
    return () =>
      withTransaction(pool, async (client) => {
        await enqueueMails(client, mails);
        await saveCheckpoint(client, MAIL_CHECKPOINT, last.position, last.createdAt);
      });
  });
}
