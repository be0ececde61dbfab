import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Message, MessageSummary } from './messages.js';
import { type RunningMailbox, startMailbox } from './server.js';

describe('the dev mailbox', () => {
  let mailbox: RunningMailbox;
  beforeEach(async () => {
    mailbox = await startMailbox({ smtpPort: 0, httpPort: 0 });
  });
  afterEach(() => mailbox.close());

  const send = (smtpUrl: string, to: string, subject = 'Hello') =>
    nodemailer.createTransport(smtpUrl).sendMail({
      from: '"Pawsome Supplies" <no-reply@pawsome.test>',
      to,
      bcc: 'audit@pawsome.test',
      replyTo: 'asha@example.in',
      subject,
      text: 'Plain words',
      html: '<p>Rich <b>words</b></p><script>alert(1)</script>',
      messageId: '<order-1@pawsome.test>',
    });
  const get = async <T>(path: string) => (await (await fetch(`${mailbox.url}${path}`)).json()) as T;

  it('keeps what it receives and answers it over its JSON API, by envelope recipient', async () => {
    await send(mailbox.smtpUrl, 'Asha@Example.in');
    await send(mailbox.smtpUrl, 'ravi@example.in', 'For Ravi');
    const { items } = await get<{ items: MessageSummary[] }>('/api/messages?to=asha@example.in');
    expect(items).toEqual([expect.objectContaining({ to: ['asha@example.in', 'audit@pawsome.test'], subject: 'Hello', messageId: 'order-1@pawsome.test' })]);
    const all = await get<{ items: MessageSummary[] }>('/api/messages?to=audit@pawsome.test');
    expect(all.items.map((item) => item.subject)).toEqual(['For Ravi', 'Hello']);
    const message = await get<Message>(`/api/messages/${items[0]!.id}`);
    expect(message).toMatchObject({ replyTo: 'asha@example.in', text: 'Plain words', html: expect.stringContaining('<b>words</b>') });
    expect(message.headers['reply-to']).toBe('asha@example.in');
    expect(message.headers).not.toHaveProperty('bcc');
  });

  it('shows the inbox and a mail, its HTML only in a sandbox', async () => {
    await send(mailbox.smtpUrl, 'asha@example.in', 'Your <order>');
    const inbox = await (await fetch(mailbox.url)).text();
    expect(inbox).toContain('Your &lt;order&gt;');
    const id = mailbox.messages.list()[0]!.id;
    const page = await (await fetch(`${mailbox.url}/messages/${id}`)).text();
    expect(page).toContain(`<iframe sandbox title="The mail as HTML" src="/messages/${id}/html">`);
    expect(page).not.toContain('<b>words</b>');
    expect(page).toContain('Plain words');
    const body = await fetch(`${mailbox.url}/messages/${id}/html`);
    expect(body.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(await body.text()).toContain('<b>words</b>');
  });

  it('refuses mail with 451 while told to, and takes it again after', async () => {
    const refuse = (on: boolean) => fetch(`${mailbox.url}/mailbox/refuse`, { method: 'POST', body: JSON.stringify({ on }) });
    expect((await refuse(true)).status).toBe(200);
    await expect(send(mailbox.smtpUrl, 'asha@example.in')).rejects.toMatchObject({ responseCode: 451 });
    expect(mailbox.messages.list()).toEqual([]);
    await refuse(false);
    await send(mailbox.smtpUrl, 'asha@example.in');
    expect(mailbox.messages.list()).toHaveLength(1);
  });

  it('empties on DELETE', async () => {
    await send(mailbox.smtpUrl, 'asha@example.in');
    expect((await fetch(`${mailbox.url}/api/messages`, { method: 'DELETE' })).status).toBe(200);
    expect((await get<{ items: unknown[] }>('/api/messages')).items).toEqual([]);
  });

  it('journals a mail as it came and parses its body when it is opened, reading back a journal of parsed mails too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mailbox-'));
    try {
      const stateFile = join(dir, 'journal.jsonl');
      // A line as the mailbox wrote it before it kept mails raw: the body parsed on arrival.
      const parsed = { id: '1', from: 'shop@pawsome.test', to: ['asha@example.in'], subject: 'Older', date: '2026-11-01T10:00:00.000Z' };
      const older = { ...parsed, receivedAt: parsed.date, messageId: null, replyTo: null, headers: {}, text: 'Older words', html: null };
      writeFileSync(stateFile, `${JSON.stringify(older)}\n`);
      const first = await startMailbox({ smtpPort: 0, httpPort: 0, stateFile });
      await send(first.smtpUrl, 'asha@example.in', 'Newer');
      const journaled = JSON.parse(readFileSync(stateFile, 'utf8').trim().split('\n').at(-1)!);
      expect(journaled).toMatchObject({ id: '2', subject: 'Newer', raw: expect.stringContaining('Subject: Newer') });
      expect(journaled).not.toHaveProperty('text');
      await first.close();

      const second = await startMailbox({ smtpPort: 0, httpPort: 0, stateFile });
      expect(await second.messages.get('2')).toMatchObject({
        subject: 'Newer',
        replyTo: 'asha@example.in',
        text: 'Plain words',
        html: expect.stringContaining('<b>words</b>'),
      });
      expect(await second.messages.get('1')).toMatchObject({ subject: 'Older', text: 'Older words', html: null });
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps its mail across a restart with a state file, and forgets the oldest past its limit', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mailbox-'));
    try {
      const stateFile = join(dir, 'journal.jsonl');
      const first = await startMailbox({ smtpPort: 0, httpPort: 0, stateFile, maxMessages: 2 });
      for (const subject of ['one', 'two', 'three', 'four', 'five']) await send(first.smtpUrl, 'asha@example.in', subject);
      await first.close();
      const second = await startMailbox({ smtpPort: 0, httpPort: 0, stateFile, maxMessages: 2 });
      expect(second.messages.list().map((item) => [item.id, item.subject])).toEqual([
        ['5', 'five'],
        ['4', 'four'],
      ]);
      await send(second.smtpUrl, 'asha@example.in', 'six');
      expect(second.messages.list()[0]).toMatchObject({ id: '6', subject: 'six' });
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
