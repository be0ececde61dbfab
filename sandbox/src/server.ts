import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino, type Logger } from 'pino';
import { Holds } from './holds.js';
import { createRequestHandler } from './request-handler.js';
import { apiRoutes } from './routes/api.js';
import { checkoutRoutes } from './routes/checkout.js';
import type { RouteDeps } from './routes/deps.js';
import { driverRoutes } from './routes/driver.js';
import { holdRoutes } from './routes/holds.js';
import type { JournalEntry } from './journal/entries.js';
import { memoryJournal, openFileJournal, type Journal } from './journal/journal.js';
import { SandboxStore } from './store.js';
import { WebhookDispatcher } from './webhooks/dispatcher.js';
import type { WebhookEventName } from './webhooks/events.js';

export interface SandboxOptions {
  /** 0 picks a free port; the real one is in the returned `url`. */
  port: number;
  /** Interface to bind; defaults to loopback. */
  host?: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where webhooks go; an empty string records events without delivering them. */
  webhookUrl: string;
  /** The events the webhook is subscribed to; every one when absent. */
  webhookEvents?: readonly WebhookEventName[];
  /** Defaults to a silent logger, so in-process use (tests) stays quiet. */
  logger?: Logger;
  webhookRetry?: { maxAttempts?: number; baseDelayMs?: number; timeoutMs?: number };
  /**
   * Journal file that keeps orders, payments, refunds and undelivered webhooks across restarts
   * (created with its directory if missing). Absent or empty: memory only, forgotten on close.
   */
  stateFile?: string;
}

export interface RunningSandbox {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:3999`. */
  url: string;
  port: number;
  /** Stops accepting connections, lets in-flight requests and the webhook attempt in flight finish. */
  close(): Promise<void>;
  /** Resolves once every webhook delivery queued so far was made or given up: a spec waits for it before saying that nothing more came. */
  webhooksIdle(): Promise<void>;
}

// Razorpay account ids look like `acc_` + 14 base62 characters; webhooks carry the merchant's.
const ACCOUNT_ID = 'acc_RzpSandbox0001';
// How long close() waits for in-flight requests before cutting connections.
const SHUTDOWN_GRACE_MS = 10_000;

export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const logger = options.logger ?? pino({ level: 'silent' });
  const holds = new Holds();
  let handle: RequestListener | undefined;
  let closing: Promise<void> | undefined;
  const server = createServer((req, res) => {
    // Once closing, a finished response leaves an idle keep-alive socket that would hold close() open.
    res.on('finish', () => {
      // The socket only counts as idle once the response is fully written, hence setImmediate.
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
    void handle!(req, res);
  });
  const host = options.host ?? '127.0.0.1';
  await listen(server, options.port, host);

  // The state file is opened only once the port is ours: a second sandbox started by mistake on
  // the same port fails above, before its compaction could swap the file under the first one's
  // appends. Nothing below awaits, so no request can arrive before `handle` is set.
  let state: { journal: Journal; entries: JournalEntry[] };
  try {
    state = options.stateFile ? openFileJournal(options.stateFile, logger) : { journal: memoryJournal, entries: [] };
  } catch (error) {
    server.close();
    throw error;
  }
  const { journal, entries } = state;
  const store = new SandboxStore(undefined, journal);
  store.restore(entries);
  const webhooks = new WebhookDispatcher({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    accountId: ACCOUNT_ID,
    logger,
    maxAttempts: options.webhookRetry?.maxAttempts ?? 6,
    baseDelayMs: options.webhookRetry?.baseDelayMs ?? 500,
    timeoutMs: options.webhookRetry?.timeoutMs ?? 5_000,
    journal,
    ...(options.webhookEvents && { events: new Set(options.webhookEvents) }),
  });
  webhooks.restore(entries);
  const deps: RouteDeps = { store, webhooks, keySecret: options.keySecret };
  const routes = [...apiRoutes(deps), ...driverRoutes(deps), ...holdRoutes(holds), ...checkoutRoutes()];
  handle = createRequestHandler({ routes, keyId: options.keyId, keySecret: options.keySecret, logger, holds });

  const { port } = server.address() as AddressInfo;
  const url = `http://${urlHost(host)}:${port}`;
  logger.info({ url, webhookUrl: options.webhookUrl || null, stateFile: options.stateFile || null }, 'razorpay sandbox listening');

  return {
    url,
    port,
    close() {
      holds.releaseAll(); // a held request would keep the server from closing
      closing ??= shutDown(server, webhooks, journal, logger);
      return closing;
    },
    webhooksIdle: () => webhooks.idle(),
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

async function shutDown(server: Server, webhooks: WebhookDispatcher, journal: Journal, logger: Logger): Promise<void> {
  const closed = new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  try {
    await Promise.all([closed, webhooks.stop()]);
  } finally {
    clearTimeout(force);
  }
  // Last: requests and deliveries that were still finishing above write to it.
  journal.close();
  logger.info('razorpay sandbox stopped');
}

/** A wildcard bind is reachable on loopback; IPv6 literals need brackets in URLs. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
