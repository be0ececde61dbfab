import pg from 'pg';

const REOPEN_EVERY_MS = 1_000;

/**
 * A connection of the process's own, apart from the pool, for what lives as long as a session does
 * (a LISTEN, a session's advisory lock). After a loss (Postgres restarted, a network cut) it is
 * opened and set up again, every second until Postgres is back; `reopened` is told each time.
 */
export class OwnConnection {
  private client: pg.Client | undefined;
  private stopped = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly setUp: (client: pg.Client) => Promise<void>,
    private readonly reopened?: () => void,
  ) {}

  /** The connection while it is open and set up; none while it is being opened again. */
  get current(): pg.Client | undefined {
    return this.client;
  }

  async open(): Promise<void> {
    const client = new pg.Client(this.config);
    client.on('error', () => void this.openAgain(client));
    client.on('end', () => void this.openAgain(client));
    try {
      await client.connect();
      await this.setUp(client);
    } catch (error) {
      // Not kept, so not left open: a set-up that failed would otherwise hold a connection each second.
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
  }

  async close(): Promise<void> {
    this.stopped = true;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async openAgain(lost: pg.Client): Promise<void> {
    if (this.stopped || this.client !== lost) return;
    this.client = undefined;
    await lost.end().catch(() => undefined);
    while (!this.stopped) {
      await new Promise((resolve) => setTimeout(resolve, REOPEN_EVERY_MS));
      try {
        await this.open();
        this.reopened?.();
        return;
      } catch {
        // Postgres still away: try again.
      }
    }
  }
}
