import pg from 'pg';
import { connectionConfig, type SessionSettings } from './idle-transactions.js';
import { OwnConnection } from './own-connection.js';

type Handler = (payload: string) => void;

/**
 * One LISTEN connection for the whole process, shared by everything that reacts to NOTIFY
 * (projection checkpoints, catalogue changes). It reconnects after a loss and tells subscribers,
 * so they can re-read what they may have missed.
 */
export class PgNotifications {
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly reconnected = new Set<() => void>();
  private readonly connection: OwnConnection;

  constructor(databaseUrl: string, session?: SessionSettings) {
    this.connection = new OwnConnection(
      connectionConfig(databaseUrl, 'petshop-listener', session),
      async (client) => {
        client.on('notification', ({ channel, payload }) => {
          for (const handler of this.handlers.get(channel) ?? []) handler(payload ?? '');
        });
        for (const channel of this.handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      },
      () => {
        for (const callback of this.reconnected) callback();
      },
    );
  }

  start(): Promise<void> {
    return this.connection.open();
  }

  async listen(channel: string, handler: Handler, onReconnect?: () => void): Promise<void> {
    const known = this.handlers.get(channel);
    if (known) known.add(handler);
    else {
      this.handlers.set(channel, new Set([handler]));
      await this.connection.current?.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    }
    if (onReconnect) this.reconnected.add(onReconnect);
  }

  stop(): Promise<void> {
    return this.connection.close();
  }
}
