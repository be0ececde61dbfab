import type { Message, MessageSummary } from './messages.js';

// The web inbox: two plain pages, no script. A mail's HTML is never put into these pages: it is
// shown in a sandboxed iframe from its own URL, which answers with a CSP sandbox too.

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const time = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' });

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; color: #3D2B1F; background: #FFF8F0; }
  header { background: #B5541C; color: #fff; padding: 12px 20px; display: flex; gap: 16px; align-items: center; flex-wrap: wrap; }
  header a { color: #fff; } header h1 { font-size: 18px; margin: 0; flex: 1; }
  main { padding: 16px 20px; max-width: 1100px; }
  table { border-collapse: collapse; width: 100%; background: #fff; }
  th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid #E9DED3; font-size: 14px; vertical-align: top; }
  td a { color: #1F6F5C; font-weight: 600; }
  iframe { width: 100%; height: 70vh; border: 1px solid #E9DED3; background: #fff; }
  pre { white-space: pre-wrap; background: #fff; border: 1px solid #E9DED3; padding: 12px; font-size: 13px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; font-size: 14px; } dt { font-weight: 600; }
  dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
  form { display: inline; } button { font: inherit; }
  .empty { padding: 24px; text-align: center; color: #6B5646; }
`;

function page(title: string, body: string, refusing: boolean): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>
<header><h1><a href="/">Mailbox</a> · ${escapeHtml(title)}</h1>
${refusing ? '<strong>Refusing mail (451) for now</strong>' : ''}
<form method="post" action="/clear"><button type="submit">Delete all</button></form></header>
<main>${body}</main></body></html>`;
}

export function inboxPage(items: MessageSummary[], refusing: boolean, to?: string): string {
  const rows = items
    .map(
      (item) => `<tr><td>${escapeHtml(time(item.receivedAt))}</td><td>${escapeHtml(item.to.join(', '))}</td>
<td><a href="/messages/${item.id}">${escapeHtml(item.subject || '(no subject)')}</a></td><td>${escapeHtml(item.from)}</td></tr>`,
    )
    .join('');
  const filter = to ? `<p>Sent to ${escapeHtml(to)} · <a href="/">all mail</a></p>` : '';
  const table = items.length
    ? `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th><th>From</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p class="empty">No mail yet. Mail the shop sends appears here.</p>';
  return page(`Inbox (${items.length})`, filter + table, refusing);
}

export function messagePage(message: Message, refusing: boolean): string {
  const fields: [string, string][] = [
    ['Subject', message.subject],
    ['From', message.from],
    ['To', message.to.join(', ')],
    ['Reply-To', message.replyTo ?? ''],
    ['Date', time(message.date)],
    ['Message-ID', message.messageId ?? ''],
    ['Attachments', (message.attachments ?? []).map(({ filename, size }) => `${filename} (${Math.ceil(size / 1024)} KB)`).join(', ')],
  ];
  const list = fields
    .filter(([, value]) => value)
    .map(([name, value]) => `<dt>${name}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const html = message.html
    ? `<h2>HTML</h2><iframe sandbox title="The mail as HTML" src="/messages/${message.id}/html"></iframe>`
    : '<p>This mail has no HTML part.</p>';
  return page(message.subject || '(no subject)', `<dl>${list}</dl>${html}<h2>Text</h2><pre>${escapeHtml(message.text)}</pre>`, refusing);
}

export function notFoundPage(refusing: boolean): string {
  return page('Not found', '<p class="empty">No such mail (the mailbox may have been emptied).</p>', refusing);
}
