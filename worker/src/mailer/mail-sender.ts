import {
  type AttachDocument,
  attachmentOf,
  type ClaimedMail,
  claimDueMails,
  countMailFailure,
  countMailSent,
  isTemplateName,
  mailAlertKey,
  markMailFailed,
  markMailsSent,
  messageIdFor,
  renderMail,
  retryDelay,
  shopLinks,
  type TemplateData,
} from '@petshop/api/mail';
import { type Logger, raiseAlert, resolveAlert } from '@petshop/api/platform';
import type { Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type pg from 'pg';
import type { YieldToBusyCpu } from '../cpu-pressure.js';

export interface MailSenderSettings {
  /** How often it looks for due mail when there was none. */
  pollMs: number;
  /** The first retry's delay, doubling with each failure up to `retryMaxMs`. */
  retryMs: number;
  retryMaxMs: number;
  /** Staff are alerted from this failed attempt on. */
  alertAfterAttempts: number;
  from: string;
  publicUrl: string;
  /** This process's liveness key (ProcessInstance): a dead sender's claims are taken over at once. */
  processKey: number;
}

// Mails taken per round, and how long a claimed one is this sender's: longer than the transport's
// timeouts together, so a living sender is never overtaken by another.
const BATCH = 10;
const LEASE_MS = 120_000;

/**
 * Sends the outbox's due mail (the worker runs one; several workers share the outbox through its
 * leases), renders each from its template when it goes, retries a refused one with a doubling
 * delay for as long as it takes, raises an alert (kind `mail`) once it has failed a few times, and
 * resolves it when the mail goes through.
 */
export class MailSender {
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly transport: Transporter,
    private readonly settings: MailSenderSettings,
    private readonly logger: Logger,
    /** Waits, before each round, while the machine is busy with what shoppers wait for. */
    private readonly background?: YieldToBusyCpu,
    /** Makes the document a mail attaches (an invoice, a credit note); a mail that attaches one fails without it. */
    private readonly attachDocument?: AttachDocument,
  ) {}

  start(): void {
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /** One round: claims due mails and tries each; answers how many it tried. */
  async sendDue(): Promise<number> {
    const mails = await claimDueMails(this.pool, BATCH, LEASE_MS, this.settings.processKey);
    const sent = (await Promise.all(mails.map((mail) => this.send(mail)))).filter((mail) => mail !== undefined);
    await markMailsSent(this.pool, sent);
    for (const mail of sent) {
      countMailSent(mail.template);
      if (mail.attempt > 1) await resolveAlert(this.pool, mailAlertKey(mail.key));
      this.logger.info({ mail: mail.key, template: mail.template, attempt: mail.attempt }, 'mail sent');
    }
    return mails.length;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let tried = 0;
      try {
        await this.background?.turn();
        tried = await this.sendDue();
      } catch (error) {
        // Postgres out of reach: the next round tries again.
        this.logger.warn({ err: error }, 'could not look for mail to send');
      }
      if (tried < BATCH && this.running) await this.pause();
    }
  }

  /** Waits a poll interval, or less if stopped meanwhile. */
  private pause(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, this.settings.pollMs);
      this.wake = done;
    });
  }

  /** Sends one claimed mail; answers it with its Message-ID once the server took it, undefined when it failed (and will be retried). */
  private async send(mail: ClaimedMail): Promise<(ClaimedMail & { messageId: string }) | undefined> {
    const messageId = messageIdFor(mail.key, this.settings.from);
    try {
      if (!isTemplateName(mail.template)) throw new Error(`No template named "${mail.template}" (a mail enqueued by another version of the shop?)`);
      const rendered = await renderMail(mail.template, mail.data as TemplateData<typeof mail.template>, shopLinks(this.settings.publicUrl));
      const ref = attachmentOf(mail.data);
      if (ref && !this.attachDocument) throw new Error(`This sender cannot attach the ${ref.document} ${ref.number}`);
      const attachments = ref && this.attachDocument ? [await this.attachDocument(ref)] : [];
      // Composed whole before it goes: handed over as one buffer, the message leaves in a few writes
      // instead of a socket write per encoded line. Base64 costs a native call where quoted-printable
      // scanned and wrapped every line in JavaScript.
      const message = await new MailComposer({
        from: this.settings.from,
        to: mail.recipient,
        replyTo: mail.replyTo ?? undefined,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        textEncoding: 'base64',
        attachments,
        messageId,
      })
        .compile()
        .build();
      await this.transport.sendMail({ envelope: { from: this.settings.from, to: [mail.recipient] }, raw: message });
    } catch (error) {
      await this.failed(mail, error);
      return undefined;
    }
    return { ...mail, messageId };
  }

  private async failed(mail: ClaimedMail, error: unknown): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    countMailFailure(mail.template);
    const delay = retryDelay(mail.attempt, this.settings.retryMs, this.settings.retryMaxMs);
    await markMailFailed(this.pool, mail, reason, delay);
    this.logger.warn({ mail: mail.key, template: mail.template, attempt: mail.attempt, retryInMs: delay, reason }, 'mail not sent; will try again');
    if (mail.attempt < this.settings.alertAfterAttempts) return;
    await raiseAlert(this.pool, {
      key: mailAlertKey(mail.key),
      kind: 'mail',
      orderId: null,
      message: `Mail "${mail.subject}" to ${mail.recipient} not sent after ${mail.attempt} attempts: ${reason}`,
      nextAttemptAt: new Date(Date.now() + delay),
    });
  }
}
