import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Messages } from './messages.js';
import { inboxPage, messagePage, notFoundPage } from './pages.js';
import type { Refusal } from './smtp.js';

// A mail's own HTML runs nothing and loads nothing but its images and inline styles, even opened
// directly (the page's iframe is sandboxed too).
const MAIL_CSP = "sandbox; default-src 'none'; img-src * data:; style-src 'unsafe-inline'; font-src *";

/** The web inbox and its JSON API (tests read mail and refuse it through here). */
export function createHttpHandler(messages: Messages, refusal: Refusal) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://mailbox');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    const to = url.searchParams.get('to') ?? undefined;
    const id = /^\/(?:api\/)?messages\/(\d+)(?:\/html)?$/.exec(path)?.[1];

    if (method === 'GET' && path === '/api/messages') return json(res, 200, { items: messages.list(to) });
    if (method === 'DELETE' && path === '/api/messages') {
      messages.clear();
      return json(res, 200, { cleared: true });
    }
    if (method === 'GET' && path.startsWith('/api/messages/')) {
      const message = id ? await messages.get(id) : undefined;
      return message ? json(res, 200, message) : json(res, 404, { error: 'No such message' });
    }
    if (path === '/mailbox/refuse' && method === 'POST') {
      const body = await readJson(req);
      if (typeof body?.on !== 'boolean') return json(res, 400, { error: 'Send {"on": true} or {"on": false}' });
      refusal.on = body.on;
      return json(res, 200, { on: refusal.on });
    }
    if (path === '/mailbox/refuse' && method === 'GET') return json(res, 200, { on: refusal.on });
    if (method === 'GET' && path === '/health') return json(res, 200, { status: 'ok' });
    if (method === 'POST' && path === '/clear') {
      messages.clear();
      res.writeHead(303, { location: '/' }).end();
      return;
    }
    if (method === 'GET' && path === '/') return html(res, 200, inboxPage(messages.list(to), refusal.on, to));
    if (method === 'GET' && id) {
      const message = await messages.get(id);
      if (!message) return html(res, 404, notFoundPage(refusal.on));
      if (!path.endsWith('/html')) return html(res, 200, messagePage(message, refusal.on));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': MAIL_CSP });
      res.end(message.html ?? '');
      return;
    }
    json(res, 404, { error: 'Not found' });
  };
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

function html(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(body);
}

async function readJson(req: IncomingMessage): Promise<{ on?: unknown } | undefined> {
  let text = '';
  for await (const chunk of req) {
    text += chunk;
    if (text.length > 10_000) return undefined;
  }
  try {
    return JSON.parse(text) as { on?: unknown };
  } catch {
    return undefined;
  }
}
