import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** A received mail as the inbox lists it. */
export interface MessageSummary {
  id: string;
  from: string;
  /** Every recipient of the SMTP envelope (Bcc included), lower-cased. */
  to: string[];
  subject: string;
  /** The mail's Date header (ISO), or when it arrived if it had none. */
  date: string;
  receivedAt: string;
  /** The Message-ID header, without angle brackets; null when the sender set none. */
  messageId: string | null;
}

/** What the headers tell, known as the mail arrives. */
export interface MessageHead extends MessageSummary {
  replyTo: string | null;
  /** Header names lower-cased; a header given twice keeps its last value. */
  headers: Record<string, string>;
}

/** What the body tells, known once someone opens the mail. */
export interface MessageBody {
  text: string;
  /** Null for a text-only mail. */
  html: string | null;
  /** The files it carries (an invoice), named and sized; a mail kept before attachments were listed has none. */
  attachments?: { filename: string; contentType: string; size: number }[];
}

export type Message = MessageHead & MessageBody;

/** A mail as kept: its head, and its body as it came over SMTP (bytes as latin1) until someone reads it. */
interface Kept extends MessageHead {
  raw?: string;
  body?: MessageBody;
}

/** Reads a kept mail's body from its raw form; called once a mail, when it is first opened. */
export type BodyParser = (raw: Buffer) => Promise<MessageBody>;

/**
 * What the mailbox received, newest first, in memory and, with a state file, in a JSON-lines
 * journal that a restart reads back (so `npm start`'s mail survives a crash of the mailbox). The
 * oldest are forgotten past `max`, in memory; the journal is rewritten when it holds twice that.
 * A mail's body is parsed when someone first opens it, not as it arrives: the shop sends a mail a
 * checkout and nobody reads most of them, and parsing was half of what the mailbox cost.
 */
export class Messages {
  private items: Kept[] = [];
  private nextId = 1;
  private journalLines = 0;

  constructor(
    private readonly max: number,
    private readonly parseBody: BodyParser,
    private readonly file?: string,
  ) {
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      // A journal written before bodies were kept raw holds each one parsed (text and html).
      const entry = JSON.parse(line) as (Kept & Partial<MessageBody>) | { cleared: true };
      if ('cleared' in entry) this.items = [];
      else this.keep(entry.raw === undefined ? { ...headOf(entry), body: { text: entry.text ?? '', html: entry.html ?? null } } : entry);
      this.journalLines++;
    }
  }

  add(head: Omit<MessageHead, 'id'>, raw: Buffer): MessageSummary {
    const kept: Kept = { id: String(this.nextId), ...head, raw: raw.toString('latin1') };
    this.keep(kept);
    this.append(kept);
    return summary(kept);
  }

  /** Newest first; only those sent to `to` when given. */
  list(to?: string): MessageSummary[] {
    const wanted = to?.trim().toLowerCase();
    return this.items.filter((item) => !wanted || item.to.includes(wanted)).map(summary);
  }

  async get(id: string): Promise<Message | undefined> {
    const item = this.items.find((candidate) => candidate.id === id);
    if (!item) return undefined;
    item.body ??= await this.parseBody(Buffer.from(item.raw ?? '', 'latin1'));
    return { ...headOf(item), ...item.body };
  }

  clear(): void {
    this.items = [];
    this.append({ cleared: true });
  }

  private keep(message: Kept): void {
    this.items.unshift(message);
    this.items.length = Math.min(this.items.length, this.max);
    this.nextId = Math.max(this.nextId, Number(message.id) + 1);
  }

  private append(entry: Kept | { cleared: true }): void {
    if (!this.file) return;
    if (this.journalLines >= this.max * 2) {
      // Compact: what is kept (the entry already applied), oldest first, so reading it back keeps the order.
      writeFileSync(
        this.file,
        this.items
          .toReversed()
          .map((item) => `${journalLine(item)}\n`)
          .join(''),
      );
      this.journalLines = this.items.length;
      return;
    }
    appendFileSync(this.file, `${journalLine(entry)}\n`);
    this.journalLines++;
  }
}

/** A kept mail as journaled: its head and raw body (a restart parses it again when opened), or its parsed body when it came without one. */
function journalLine(entry: Kept | { cleared: true }): string {
  if ('cleared' in entry) return JSON.stringify(entry);
  return JSON.stringify(entry.raw === undefined ? { ...headOf(entry), ...entry.body } : { ...headOf(entry), raw: entry.raw });
}

function summary({ id, from, to, subject, date, receivedAt, messageId }: MessageSummary): MessageSummary {
  return { id, from, to, subject, date, receivedAt, messageId };
}

function headOf(item: MessageHead): MessageHead {
  return { ...summary(item), replyTo: item.replyTo, headers: item.headers };
}
