import pg from 'pg';
import { connectionConfig, type SessionSettings } from './idle-transactions.js';

type Handler = (payload: string) => void;

/**
 * One LISTEN connection for the whole process, shared by everything that reacts to NOTIFY
 * (projection checkpoints, catalogue changes). It reconnects after a loss and tells subscribers,
 * so they can re-read what they may have missed.
 */
export class PgNotifications {
  private client: pg.Client | undefined;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly reconnected = new Set<() => void>();
  private stopped = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly session?: SessionSettings,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client(connectionConfig(this.databaseUrl, 'petshop-listener', this.session));
    client.on('notification', ({ channel, payload }) => {
      for (const handler of this.handlers.get(channel) ?? []) handler(payload ?? '');
    });
    client.on('error', () => void this.reconnectLater(client));
    client.on('end', () => void this.reconnectLater(client));
    await client.connect();
    for (const channel of this.handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    this.client = client;
  }

  async listen(channel: string, handler: Handler, onReconnect?: () => void): Promise<void> {
    const known = this.handlers.get(channel);
    if (known) known.add(handler);
    else {
      this.handlers.set(channel, new Set([handler]));
      await this.client?.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    }
    if (onReconnect) this.reconnected.add(onReconnect);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async reconnectLater(lost: pg.Client): Promise<void> {
    if (this.stopped || this.client !== lost) return;
    this.client = undefined;
    await lost.end().catch(() => undefined);
    while (!this.stopped) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      try {
        await this.start();
        for (const callback of this.reconnected) callback();
        return;
      } catch {
        // Postgres still away: try again.
      }
    }
  }
}
