import type { SupervisedShop } from './supervised-shop.js';

/** A mail as the dev mailbox lists it. */
export interface MailSummary {
  id: string;
  to: string[];
  subject: string;
}

/**
 * What the mail suites do against a supervised shop (given as a getter: it starts in `beforeAll`):
 * call its API, every call expected to succeed, and read or refuse its dev mailbox.
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
  return { api, refuse, inbox };
}
