import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { openAlertCounts } from '../platform/alerts/alerts.js';
import { CONFIG, type Config } from '../platform/config.js';
import { DATABASE_POOL } from '../platform/database/pool.js';
import { readInstanceStates } from '../platform/cluster/instance-states.js';
import { EVENT_STORE, formatPosition, type EventStore } from '../platform/event-store/event-store.port.js';
import { heldTransactionsHealth, readEventsHeldBack } from '../platform/event-store/held-transactions.js';
import { readInstances, readLiveness } from '../platform/heartbeats/heartbeats.js';
import { readCheckpoints } from '../platform/projections/checkpoints.js';
import { PROJECTION_STALL_MS } from '../platform/projections/projection-lag.js';
import { REDIS } from '../platform/redis/redis.js';
import { readSupervision } from '../platform/supervision/supervised-processes.js';
import { PAYMENTS_PROVIDER, type PaymentsProvider } from '../payments/payments-provider.js';
import { projections } from '../projections.js';
import { apiInstancesHealth } from './api-instances.js';
import { withinMs } from '../platform/time-limit.js';

/** Supervised processes a checkout does without: their crash loop shows (red under `supervisor`, and `degraded`) without a 503. */
const CHECKOUT_DOES_WITHOUT = new Map([
  ['mailbox', 'mails wait in the outbox and go out once it is back'],
  ['mailer', 'mails wait in the outbox and go out once it is back'],
]);
/** The kind of a supervised process: npm start names several workers worker-1, worker-2… (WORKER_INSTANCES). */
const kindOf = (name: string) => name.replace(/-\d+$/, '');
const CHECK_TIMEOUT_MS = 2_000;
// Counting is a read of $all on EventStoreDB: past this many, "at least" is all staff need to know.
const LAG_COUNT_CAP = 10_000;
// Processes beat every second: five missed beats and the process is taken for dead.
const HEARTBEAT_STALE_MS = 5_000;
// npm start's supervisor writes its view every 2 s: one silent for this long was killed outright.
const SUPERVISOR_STALE_MS = 10_000;
// The provider is asked at most this often, however often health is polled.
const PROVIDER_CHECK_TTL_MS = 5_000;

interface PartHealth {
  ok: boolean;
  error?: string;
}

/**
 * Every part the shop runs on, and whether a checkout can go through now: 503 when Postgres,
 * Redis, the event store, the worker (payments are verified there), the payment provider or the
 * projections (what shoppers read) are down, a projection has stalled, or npm start's supervisor
 * says one of its processes is crash-looping (up now and then, but not for long). `/api/health/live` only
 * says the API itself answers, for process managers and load balancers.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  private provider: { at: number; health: Promise<PartHealth> } | undefined;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(PAYMENTS_PROVIDER) private readonly payments: PaymentsProvider,
  ) {}

  @Get('live')
  @ApiOperation({ summary: 'The API process answers (liveness only)' })
  live() {
    return { status: true };
  }

  @Get()
  @ApiOperation({
    summary: 'Every part of the shop, projections with their lag and liveness; 503 when checkout cannot go through',
    description:
      "Besides each part (`postgres`, `redis`, `eventStore`, `worker`, `mailer`, `paymentProvider`, `projections`, `heldTransactions`, `alerts`, npm start's `supervisor`), " +
      '`heldTransactions` tells how long events have been held back by a write transaction left open in the database (`eventsHeldForSeconds`) and, past 5 s, ' +
      'names those transactions (`pid`, `applicationName`, `clientAddress`, `state`, `ageSeconds`, the start of its `query`); past 30 s it is down (503). ' +
      '`api` is the instance that answered, and `instances` lists, for each kind of process (`api`, `worker`, `projections`, `mailer`), every instance ' +
      'beating now: its `instance` id (host:pid:…), `pid`, `startedAt` and `lastBeatAt`. With API_INSTANCES above 1, each API instance also has the ' +
      '`state` its primary sees (`starting`, `serving`, `unresponsive`: out of rotation, with `silentSince` and `replaceAt`; `replacing`; `stopping`), and one that ' +
      'stopped answering is listed though it beats no more, and named in `degraded` (not a 503: another instance serves).',
  })
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const [postgres, redis, eventStore, paymentProvider] = await Promise.all([
      check(() => this.pool.query('SELECT 1')),
      check(() => this.redis.ping()),
      check(() => this.eventStore.ping()),
      this.providerHealth(),
    ]);
    const apiStates = postgres.ok ? withTimeout(readInstanceStates(this.pool)).catch(() => null) : null;
    const [liveness, instances, lag, alerts, supervised] = postgres.ok
      ? await Promise.all([
          withTimeout(readLiveness(this.pool, HEARTBEAT_STALE_MS)).catch(() => null),
          withTimeout(readInstances(this.pool, HEARTBEAT_STALE_MS)).catch(() => null),
          eventStore.ok ? withTimeout(this.projectionLag()).catch(() => null) : null,
          withTimeout(openAlertCounts(this.pool)).catch(() => null),
          withTimeout(readSupervision(this.pool, SUPERVISOR_STALE_MS)).catch(() => null),
        ])
      : [null, null, null, null, null];
    // A transaction left open holds back what the Postgres store's readers see (held-transactions.ts; none with EventStoreDB).
    const held = postgres.ok ? await withTimeout(readEventsHeldBack(this.pool)).catch(() => null) : null;
    const heldTransactions = held && heldTransactionsHealth(held, PROJECTION_STALL_MS);
    const worker = liveness ? { ...liveness.worker } : { ok: false, instances: 0, lastBeatMs: null, error: 'unknown while Postgres is down' };
    // Mail waits in the outbox while no mailer runs: shown, never a 503.
    const mailer = liveness ? { ...liveness.mailer } : { ok: false, instances: 0, lastBeatMs: null, error: 'unknown while Postgres is down' };
    const stalled = (lag ?? []).filter((projection) => projection.behindMs > PROJECTION_STALL_MS).map((projection) => projection.name);
    const projectionsHealth = {
      ok: Boolean(liveness?.projections.ok) && lag !== null && stalled.length === 0,
      running: liveness?.projections ?? null,
      ...(stalled.length ? { stalled } : {}),
      lag: lag ?? [],
    };
    const partsDown = Object.entries({
      postgres,
      redis,
      eventStore,
      worker,
      paymentProvider,
      projections: projectionsHealth,
      ...(heldTransactions && { heldTransactions }),
    })
      .filter(([, part]) => !part.ok)
      .map(([name]) => name);
    const crashLooping = [...new Set((supervised ?? []).filter((process) => process.state === 'crash-looping').map((process) => process.name))];
    // A crash loop checkout does without (the mail's, or one of several workers' while another runs) is shown, never a 503.
    const doneWithout = new Map(
      crashLooping.flatMap((name) => {
        const kind = kindOf(name);
        const other = (supervised ?? []).find((process) => process.name !== name && kindOf(process.name) === kind && process.state === 'running');
        const without = CHECKOUT_DOES_WITHOUT.get(kind) ?? (other && `${other.name} serves meanwhile`);
        return without ? [[name, without] as const] : [];
      }),
    );
    const degraded = crashLooping.filter((name) => doneWithout.has(name)).map((name) => `${name} (crash-looping): ${doneWithout.get(name)}`);
    // API instances a primary took out of rotation (API_INSTANCES above 1): named, never a 503 while another serves.
    const apiInstances = instances && apiInstancesHealth(instances.api, (await apiStates) ?? [], new Date());
    degraded.push(...(apiInstances?.degraded ?? []));
    const down = [...new Set([...partsDown, ...crashLooping.filter((name) => !doneWithout.has(name))])];
    const named = down.filter((name) => name !== 'heldTransactions').map((name) => (crashLooping.includes(name) ? `${name} (crash-looping)` : name));
    // What shoppers notice of events held back says itself, after what is down.
    const message = [
      named.length ? `Checkout cannot go through: ${named.join(', ')} ${named.length === 1 ? 'is' : 'are'} down` : '',
      heldTransactions?.error ?? '',
    ];
    if (down.length) void reply.status(503);
    return {
      status: down.length === 0,
      ...(down.length ? { message: message.filter(Boolean).join('. '), down } : {}),
      ...(degraded.length ? { degraded } : {}),
      api: { ok: true, pid: process.pid, uptimeSeconds: Math.round(process.uptime()) },
      postgres,
      redis,
      eventStore: { ...eventStore, adapter: this.config.EVENT_STORE },
      worker,
      mailer,
      paymentProvider: { ...paymentProvider, provider: this.config.PAYMENTS_PROVIDER },
      projections: projectionsHealth,
      // Events written but not readable yet, and the transactions holding them back; null when unreadable.
      heldTransactions,
      alerts: alerts ?? null,
      // What npm start's supervisor knows of its processes; empty without one (Docker, tests), null when unreadable.
      supervisor: supervised && { ok: crashLooping.length === 0, processes: supervised },
      // Every process of each kind beating now (API instances, workers…), wherever it runs; null when unreadable.
      instances: instances && { ...instances, api: apiInstances!.api },
    };
  }

  private providerHealth(): Promise<PartHealth> {
    if (!this.provider || Date.now() - this.provider.at > PROVIDER_CHECK_TTL_MS) {
      this.provider = { at: Date.now(), health: check(() => this.payments.ping()) };
    }
    return this.provider.health;
  }

  /** Per projection: how many events it has still to apply, and how long the oldest of them has waited. */
  private async projectionLag() {
    const checkpoints = await readCheckpoints(this.pool);
    return Promise.all(
      projections.map(async ({ name }) => {
        const position = checkpoints.get(name)?.position;
        const [behindEvents, [oldestPending]] = await Promise.all([
          this.eventStore.countAfter(position, LAG_COUNT_CAP),
          this.eventStore.readAll({ after: position, limit: 1 }),
        ]);
        return {
          name,
          position: position ? formatPosition(position) : null,
          behindEvents,
          behindMs: oldestPending ? Math.max(0, Date.now() - oldestPending.createdAt.getTime()) : 0,
        };
      }),
    );
  }
}

const withTimeout = <T>(work: Promise<T>): Promise<T> => withinMs(work, CHECK_TIMEOUT_MS, 'The check');

async function check(probe: () => Promise<unknown>): Promise<PartHealth> {
  try {
    await withTimeout(probe());
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
