import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { Announcer } from '../database/announcer.js';
import { hearLocally } from '../database/local-announcements.js';
import type { PgNotifications } from '../database/notifications.js';
import { batchedByTurn, writtenByTurn } from '../database/turn-batch.js';
import { ConcurrencyConflictError } from './errors.js';
import { HorizonWatch } from './horizon.js';
import { presentOf, readAllTo } from './postgres.present.js';
import {
  APPEND,
  type AppendedRow,
  type EventRow,
  horizonFrom,
  READ_ALL,
  expectedRevisionParameter,
  isRevisionClash,
  type StreamAppend,
  toStoredEvent,
} from './postgres.statements.js';
import { currentRevision, readLastEvents, readStreams, readStreamUpToTime } from './postgres.stream-reads.js';
import { AT_REST_POLL_MS, FollowerTick } from './follower-tick.js';
import { pollingSubscription } from './polling-subscription.js';
import type {
  AllSubscription,
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  Position,
  ReadAllOptions,
  ReadStreamOptions,
  StoredEvent,
  SubscribeOptions,
} from './event-store.port.js';

const START: Position = { commit: 0n, prepare: 0n };

/** The NOTIFY channel appends are announced on, so that followers at rest poll at once (FollowerTick). */
export const EVENTS_APPENDED = 'events_appended';
/** A process announces its appends at most this often; a burst is told once, after it. */
const APPENDS_ANNOUNCED_EVERY_MS = 250;
export interface PostgresEventStoreOptions {
  pollIntervalMs: number;
  /**
   * With them, appends are announced (EVENTS_APPENDED) and caught-up subscriptions rest between
   * announcements, polling only every `atRestPollMs`; without, they poll every `pollIntervalMs` always.
   */
  wakeUps?: Pick<PgNotifications, 'listen'>;
  /** How often a subscription at rest still polls: for appends it was not told of (a lost notification, a writer without announcements). */
  atRestPollMs?: number;
}

export class PostgresEventStore implements EventStore {
  private readonly readsInFlight = new Map<string, Promise<StoredEvent[]>>();
  private readonly streamsRows = batchedByTurn((streamIds: readonly string[]) => readStreams(this.pool, streamIds));
  private readonly lastRows = batchedByTurn((streamIds: readonly string[]) => readLastEvents(this.pool, streamIds));
  private readonly appendInTurn = writtenByTurn<StreamAppend, AppendedRow | undefined>({
    key: ({ stream }) => stream,
    write: (appends) => this.appendStreams(appends),
  });
  private readonly tick: FollowerTick;
  private readonly announcer: Announcer | undefined;
  private readonly horizon = new HorizonWatch();

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: PostgresEventStoreOptions = { pollIntervalMs: 10 },
  ) {
    this.tick = new FollowerTick(options.pollIntervalMs, options.wakeUps ? (options.atRestPollMs ?? AT_REST_POLL_MS) : undefined);
    if (!options.wakeUps) return;
    this.announcer = new Announcer(pool, EVENTS_APPENDED, '', APPENDS_ANNOUNCED_EVERY_MS);
    // This process's appends wake its followers at once, another process's through the NOTIFY.
    hearLocally(pool, EVENTS_APPENDED, this.wakeUp);
    options.wakeUps.listen(EVENTS_APPENDED, this.wakeUp, this.wakeUp).catch(() => undefined);
  }

  private readonly wakeUp = (): void => this.tick.wakeUp();

  /**
   * Appends asked for in one turn of the event loop go in one statement (APPEND, writtenByTurn),
   * so a busy process commits several commands' events with one round trip and one flush of the
   * log; each stream's revision is still checked on its own. A retry after a lost race goes alone.
   */
  async append(streamId: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const append: StreamAppend = {
      stream: streamId,
      expected: expectedRevisionParameter(expectedRevision),
      events: events.map((event) => ({ id: event.id ?? randomUUID(), type: event.type, data: event.data, metadata: event.metadata })),
    };
    // `any` races only with other writers of the same stream; a lost race is retried, never reported.
    for (let attempt = 0; ; attempt++) {
      try {
        const last = await (attempt === 0 ? this.appendInTurn(append) : (await this.appendStreams([append]))[0]);
        if (!last) throw new ConcurrencyConflictError(streamId, expectedRevision, await currentRevision(this.pool, streamId));
        this.announcer?.announce();
        return {
          nextExpectedRevision: BigInt(last.revision),
          position: { commit: BigInt(last.commit), prepare: BigInt(last.position) },
        };
      } catch (error) {
        if (!isRevisionClash(error)) throw error;
        if (expectedRevision === 'any' && attempt < 10) continue;
        throw new ConcurrencyConflictError(streamId, expectedRevision, await currentRevision(this.pool, streamId));
      }
    }
  }

  private async appendStreams(appends: readonly StreamAppend[]): Promise<(AppendedRow | undefined)[]> {
    // Named, so each connection parses and plans the append once.
    const { rows } = await this.pool.query<AppendedRow & { stream_id: string }>({
      name: 'event-store-append',
      text: APPEND,
      values: [JSON.stringify(appends)],
    });
    // Rows come back in the order they were inserted: each stream's last is its head.
    const last = new Map(rows.map((row) => [row.stream_id, row]));
    return appends.map(({ stream }) => last.get(stream));
  }

  /**
   * A stream is read in one statement with the other streams asked for in the same turn of the
   * event loop (how every command loads its state, and mail the order it is about): a busy process
   * sends one round trip for several reads instead of one each. The statement sees one snapshot,
   * taken after every caller asked, so each still reads its own writes; each caller gets events of
   * its own, up to its revision. Reads up to a time (history) go alone.
   */
  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<StoredEvent[]> {
    if (options.toTime !== undefined) return readStreamUpToTime(this.pool, streamId, options);
    const rows = (await this.streamsRows(streamId)) ?? [];
    const { toRevision } = options;
    return (toRevision === undefined ? rows : rows.filter((row) => BigInt(row.revision) <= toRevision)).map(toStoredEvent);
  }

  /** Batched by turn like readStream: the shopper's cart index is read by every cart command and by a paid order's reaction. */
  async readLastEvent(streamId: string): Promise<StoredEvent | null> {
    const row = await this.lastRows(streamId);
    return row ? toStoredEvent(row) : null;
  }

  /**
   * Identical reads in flight at once (subscriptions caught up at the same position, polling on the
   * same tick) share one query; the events they get are the same objects, to be read, not changed.
   */
  readAll({ after = START, limit, to }: ReadAllOptions): Promise<StoredEvent[]> {
    if (to) return readAllTo(this.pool, after, to, limit);
    const key = `${after.commit}/${after.prepare}/${limit}`;
    const running = this.readsInFlight.get(key);
    if (running) return running;
    const read = this.queryAll(after, limit).finally(() => this.readsInFlight.delete(key));
    this.readsInFlight.set(key, read);
    return read;
  }

  private async queryAll(after: Position, limit: number): Promise<StoredEvent[]> {
    const exact = this.horizon.exact;
    // With one row on its left, the lateral join hands the page on in the page's own order.
    const { rows } = await this.pool.query<Partial<EventRow> & { xmin: string }>({
      name: exact ? 'event-store-read-all-exact' : 'event-store-read-all',
      text: exact ? READ_ALL.exact : READ_ALL.plain,
      values: [after.commit.toString(), after.prepare.toString(), limit],
    });
    this.horizon.saw(rows[0]!.xmin);
    const events = rows.filter((row) => row.event_id != null).map((row) => toStoredEvent(row as EventRow));
    if (events.length > 0) this.wakeUp();
    return events;
  }

  /** Where `$all` ends now (presentOf, postgres.present.ts). */
  presentPosition(): Promise<Position | null> {
    return presentOf(this.pool);
  }

  /** Every subscription of this store polls on one shared tick, so caught-up ones read together (once). */
  subscribeToAll(options: SubscribeOptions = {}): AllSubscription {
    // Subscriptions at the store's interval poll on one shared tick; one that asked for its own keeps its own timer.
    if (options.pollIntervalMs !== undefined) return pollingSubscription(this, { ...options, pollIntervalMs: options.pollIntervalMs });
    return pollingSubscription(this, { ...options, pollIntervalMs: this.options.pollIntervalMs, nextPoll: () => this.tick.next() });
  }

  async headPosition(): Promise<{ position: Position; createdAt: Date } | null> {
    const { rows } = await this.pool.query<{ commit: string; position: string; created_at: Date }>(
      `SELECT transaction_id::text AS commit, position, created_at FROM events, ${horizonFrom(this.horizon.exact)}
       WHERE transaction_id < h.horizon ORDER BY transaction_id DESC, position DESC LIMIT 1`,
    );
    const head = rows[0];
    return head ? { position: { commit: BigInt(head.commit), prepare: BigInt(head.position) }, createdAt: head.created_at } : null;
  }

  async countAfter(after: Position = START, cap: number): Promise<number> {
    const { rows } = await this.pool.query<{ count: string }>(
      `SELECT count(*) FROM (
         SELECT 1 FROM events, ${horizonFrom(this.horizon.exact)}
         WHERE (transaction_id, position) > ($1::text::xid8, $2::bigint) AND transaction_id < h.horizon LIMIT $3
       ) behind`,
      [after.commit.toString(), after.prepare.toString(), cap],
    );
    return Number(rows[0]?.count ?? 0);
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1 FROM events LIMIT 1');
  }

  async close(): Promise<void> {
    // The pool belongs to whoever created it.
  }
}
