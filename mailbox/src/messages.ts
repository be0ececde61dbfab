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

export interface Message extends MessageSummary {
  replyTo: string | null;
  text: string;
  /** Null for a text-only mail. */
  html: string | null;
  /** Header names lower-cased; a header given twice keeps its last value. */
  headers: Record<string, string>;
}

/**
 * What the mailbox received, newest first, in memory and, with a state file, in a JSON-lines
 * journal that a restart reads back (so `npm start`'s mail survives a crash of the mailbox). The
 * oldest are forgotten past `max`, in memory; the journal is rewritten when it holds twice that.
 */
export class Messages {
  private items: Message[] = [];
  private nextId = 1;
  private journalLines = 0;

  constructor(
    private readonly max: number,
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
      const entry = JSON.parse(line) as Message | { cleared: true };
      if ('cleared' in entry) this.items = [];
      else this.keep(entry);
      this.journalLines++;
    }
  }

  add(message: Omit<Message, 'id'>): Message {
    const stored = { id: String(this.nextId), ...message };
    this.keep(stored);
    this.append(stored);
    return stored;
  }

  /** Newest first; only those sent to `to` when given. */
  list(to?: string): MessageSummary[] {
    const wanted = to?.trim().toLowerCase();
    return this.items.filter((item) => !wanted || item.to.includes(wanted)).map(summary);
  }

  get(id: string): Message | undefined {
    return this.items.find((item) => item.id === id);
  }

  clear(): void {
    this.items = [];
    this.append({ cleared: true });
  }

  private keep(message: Message): void {
    this.items.unshift(message);
    this.items.length = Math.min(this.items.length, this.max);
    this.nextId = Math.max(this.nextId, Number(message.id) + 1);
  }

  private append(entry: Message | { cleared: true }): void {
    if (!this.file) return;
    if (this.journalLines >= this.max * 2) {
      // Compact: what is kept (the entry already applied), oldest first, so reading it back keeps the order.
      writeFileSync(
        this.file,
        this.items
          .toReversed()
          .map((item) => `${JSON.stringify(item)}\n`)
          .join(''),
      );
      this.journalLines = this.items.length;
      return;
    }
    appendFileSync(this.file, `${JSON.stringify(entry)}\n`);
    this.journalLines++;
  }
}

function summary({ id, from, to, subject, date, receivedAt, messageId }: Message): MessageSummary {
  return { id, from, to, subject, date, receivedAt, messageId };
}
