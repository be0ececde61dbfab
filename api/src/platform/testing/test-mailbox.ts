import { startMailbox } from '../../../../mailbox/src/server.js';
import type { Message, MessageSummary } from '../../../../mailbox/src/messages.js';
import { eventually } from './eventually.js';

export type { Message, MessageSummary };

export interface TestMailbox {
  /** The inbox and its JSON API. */
  url: string;
  /** Where to send: give it to the sender as SMTP_URL. */
  smtpUrl: string;
  /** What it received, newest first; only mail to `to` when given. */
  messages(to?: string): Promise<Message[]>;
  /** The newest mail to `to` (matching `match`, when given), once it has arrived; fails after `timeoutMs`. */
  waitForMail(to: string, match?: (message: Message) => boolean, timeoutMs?: number): Promise<Message>;
  clear(): void;
  /** While on, the SMTP server answers 451 to every mail. */
  refuse(on: boolean): void;
  close(): Promise<void>;
}

/** The dev mailbox in-process, on free ports: a real SMTP server whose received mail a spec reads. */
export async function startTestMailbox(): Promise<TestMailbox> {
  const mailbox = await startMailbox({ smtpPort: 0, httpPort: 0 });
  const messages = async (to?: string) =>
    (await Promise.all(mailbox.messages.list(to).map((summary) => mailbox.messages.get(summary.id)))).filter((message) => message !== undefined);
  return {
    url: mailbox.url,
    smtpUrl: mailbox.smtpUrl,
    messages,
    waitForMail(to, match = () => true, timeoutMs = 10_000) {
      return eventually(
        async () => {
          const found = (await messages(to)).find(match);
          if (!found) throw new Error(`No mail to ${to} arrived within ${timeoutMs} ms (the mailbox holds ${mailbox.messages.list().length})`);
          return found;
        },
        timeoutMs,
        50,
      );
    },
    clear: () => mailbox.messages.clear(),
    refuse(on) {
      mailbox.refusal.on = on;
    },
    close: () => mailbox.close(),
  };
}
