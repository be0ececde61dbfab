import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stand-in for the shop's webhook endpoint, for specs: records raw bodies and headers. */

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** The status code this delivery was answered with. */
  answeredWith: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Connections opened to the receiver so far. */
  readonly connections: number;
  /** Resolves once `count` deliveries have arrived (counting rejected ones). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/** `answer` picks the status for the n-th delivery (0-based), e.g. to make the first one fail. */
export async function startWebhookReceiver(answer: (n: number) => number = () => 200): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const waiters: Array<() => void> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answeredWith = answer(received.length);
      received.push({ headers: req.headers, rawBody: Buffer.concat(chunks).toString('utf8'), answeredWith });
      res.writeHead(answeredWith).end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  let connections = 0;
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    get connections() {
      return connections;
    },
    async waitFor(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} webhook deliveries, got ${received.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
