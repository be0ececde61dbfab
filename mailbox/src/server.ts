import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Logger, pino } from 'pino';
import type { SMTPServer } from 'smtp-server';
import { createHttpHandler } from './http.js';
import { Messages } from './messages.js';
import { createSmtpServer, parseBody, type Refusal } from './smtp.js';

export type { Message, MessageSummary } from './messages.js';

export interface MailboxOptions {
  /** 0 picks a free port; the real ones are in the returned URLs. */
  smtpPort: number;
  httpPort: number;
  /** Interface to bind; defaults to loopback. */
  host?: string;
  /** How many mails it keeps (the oldest are forgotten). */
  maxMessages?: number;
  /** A JSON-lines journal that keeps the mail across restarts; absent: memory only. */
  stateFile?: string;
  /** Defaults to a silent logger, so in-process use (tests) stays quiet. */
  logger?: Logger;
}

export interface RunningMailbox {
  /** The web inbox and its JSON API, e.g. `http://127.0.0.1:3997`. */
  url: string;
  /** Where the shop sends, e.g. `smtp://127.0.0.1:2525`. */
  smtpUrl: string;
  smtpPort: number;
  httpPort: number;
  messages: Messages;
  /** While on, every mail is refused with 451. */
  refusal: Refusal;
  close(): Promise<void>;
}

/** The dev mail server: an SMTP server that keeps what it receives and shows it in a web inbox. */
export async function startMailbox(options: MailboxOptions): Promise<RunningMailbox> {
  const logger = options.logger ?? pino({ level: 'silent' });
  const host = options.host ?? '127.0.0.1';
  const messages = new Messages(options.maxMessages ?? 1000, parseBody, options.stateFile);
  const refusal: Refusal = { on: false };
  const handle = createHttpHandler(messages, refusal);
  const http = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      logger.error({ err: error }, 'request failed');
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  const smtp = createSmtpServer(messages, refusal, logger);
  smtp.on('error', (error) => logger.warn({ err: error }, 'smtp connection error'));
  const smtpPort = await listen(smtp.server, options.smtpPort, host);
  const httpPort = await listen(http, options.httpPort, host).catch(async (error: unknown) => {
    await closeSmtp(smtp);
    throw error;
  });
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  logger.info({ smtpPort, httpPort }, 'mailbox serving');
  return {
    url: `http://${shown}:${httpPort}`,
    smtpUrl: `smtp://${shown}:${smtpPort}`,
    smtpPort,
    httpPort,
    messages,
    refusal,
    async close() {
      http.closeIdleConnections();
      await Promise.all([new Promise<void>((resolve) => http.close(() => resolve())), closeSmtp(smtp)]);
    },
  };
}

function listen(server: Server | SMTPServer['server'], port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeSmtp(smtp: SMTPServer): Promise<void> {
  return new Promise((resolve) => smtp.close(() => resolve()));
}
