import { eventually } from './processes.js';
import type { SupervisedShop } from './supervised-shop.js';

/** A mail as the dev mailbox lists it. */
export interface MailSummary {
  id: string;
  to: string[];
  subject: string;
}

/** The mailer's follower of `$all` (MAIL_CHECKPOINT in worker/src/mailer/mail-reactions.ts). */
export const MAIL_CHECKPOINT = 'mail:events';

/**
 * What the mail suites do against a supervised shop (given as a getter: it starts in `beforeAll`):
 * call its API, every call expected to succeed, read or refuse its dev mailbox, and wait for its
 * mailer to have done all it will do.
 */
export function shopMail(shop: () => SupervisedShop) {
  const api = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${shop().base}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  /** The mailbox's SMTP server refuses every mail while `on`, as a relay that is down would. */
  const refuse = async (on: boolean) =>
    expect((await fetch(`${shop().mailboxUrl}/mailbox/refuse`, { method: 'POST', body: JSON.stringify({ on }) })).status).toBe(200);
  const inbox = async (to: string): Promise<MailSummary[]> =>
    ((await (await fetch(`${shop().mailboxUrl}/api/messages?to=${encodeURIComponent(to)}`)).json()) as { items: MailSummary[] }).items;
  const sql = (text: string, values: unknown[] = []) => shop().database.pool.query(text, values);

  /**
   * Resolves once the mailer's follower has passed every event appended so far: the mail each of
   * them causes is in the outbox (a batch's rows commit with its checkpoint).
   */
  async function caughtUp(): Promise<void> {
    const {
      rows: [last],
    } = await sql('SELECT transaction_id::text AS commit, position::text AS prepare FROM events ORDER BY transaction_id DESC, position DESC LIMIT 1');
    // No events yet (a shop whose mail so far came from its requests, a password reset's): nothing to react to.
    if (!last) return;
    await eventually(
      async () => {
        const { rows } = await sql('SELECT commit_position::text AS commit, prepare_position::text AS prepare FROM projection_checkpoints WHERE name = $1', [
          MAIL_CHECKPOINT,
        ]);
        const [at] = rows;
        expect(at.commit).not.toBeNull();
        const passed = BigInt(at.commit) > BigInt(last.commit) || (at.commit === last.commit && BigInt(at.prepare) >= BigInt(last.prepare));
        expect(passed).toBe(true);
      },
      // A bound only a broken mailer reaches, on a busy 2-core machine.
      30_000,
      100,
    );
  }

  /**
   * Resolves once the mailer has nothing left to do: caught up with the events, and every mail in
   * the outbox sent (the mailbox took it before the sender marked it). Until something new happens,
   * what the mailbox holds then is all it will ever hold: a test asserts "nothing more" after this.
   */
  async function drained(): Promise<void> {
    await caughtUp();
    await eventually(
      async () => {
        const { rows } = await sql(`SELECT key, status, attempts, last_error FROM mail_outbox WHERE status <> 'sent'`);
        expect(rows).toEqual([]);
      },
      30_000,
      100,
    );
  }

  return { api, refuse, inbox, caughtUp, drained };
}
