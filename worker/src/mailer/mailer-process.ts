import { setPriority } from 'node:os';
import { mailMetrics } from '@petshop/api/mail';
import {
  announceReady,
  createLogger,
  loadConfigOrExit,
  onShutdown,
  openFollowerStorage,
  ProcessInstance,
  sessionSettings,
  startCheckpointAtHead,
  startHeartbeat,
  startProcessMetrics,
} from '@petshop/api/platform';
import { documentAttachment } from '@petshop/api/ordering';
import { UPCASTERS } from '@petshop/api/projections';
import { cpuPressureMeter, YieldToBusyCpu } from '../cpu-pressure.js';
import { MailSender } from './mail-sender.js';
import { createMailTransport } from './smtp-transport.js';
import { MAIL_CHECKPOINT, mailReactions } from './mail-reactions.js';

/**
 * Mail is background work: a confirmation that leaves a second later harms nobody, a payment
 * verified a second later does. The mailer runs apart from the worker's payment jobs, at a lower
 * CPU priority (npm start's supervisor also lowers its session and puts it in the idle scheduling
 * class), and waits while the CPU is contended, so that on a busy machine mail waits in the outbox
 * (durably, in Postgres) rather than checkouts waiting for mail; it catches up as soon as the
 * machine has time.
 */
const MAILER_NICE = 10;

const config = loadConfigOrExit();
const logger = createLogger('mailer', config.LOG_LEVEL);
setPriority(MAILER_NICE);
// With METRICS_TOKEN set: mails sent and failed by template, served to the API's /metrics.
const metricsServer = startProcessMetrics(config, 'mailer', config.MAILER_METRICS_PORT, [mailMetrics], logger);
// Its writes need not wait for the disk: a batch of outbox rows commits with the follower's
// checkpoint, so a Postgres crash loses both and the events are mailed from the older checkpoint;
// a claim lost is claimed again; a "sent" lost sends that mail once more, the same Message-ID.
const storage = await openFollowerStorage(config, 'mailer', 6, UPCASTERS);
const { pool, store } = storage;
// Its liveness key: a dead mailer's claimed mails are taken over at once.
const instance = new ProcessInstance(config.DATABASE_URL, 'mailer', sessionSettings(config));
await instance.start();
// What happened, as mail in the outbox: `$all` from its own checkpoint (see mail-reactions.ts).
await startCheckpointAtHead(store, pool, MAIL_CHECKPOINT);
// Mail waits while checkouts take the CPU (at most a second a round, so it never stalls).
const background = new YieldToBusyCpu(cpuPressureMeter(), { busyAt: config.MAIL_YIELD_AT_CPU_PRESSURE / 100, lookEveryMs: 100, maxWaitMs: 1_000 });
const following = mailReactions(store, pool, logger, background);
following.start();
// The outbox's rows, sent to SMTP_URL (the dev mailbox unless set).
const transport = createMailTransport(config.SMTP_URL);
const sender = new MailSender(
  pool,
  transport,
  {
    pollMs: config.MAIL_POLL_MS,
    retryMs: config.MAIL_RETRY_MS,
    retryMaxMs: config.MAIL_RETRY_MAX_MS,
    alertAfterAttempts: config.MAIL_ALERT_AFTER_ATTEMPTS,
    from: config.MAIL_FROM,
    publicUrl: config.PUBLIC_URL,
    processKey: instance.key,
  },
  logger,
  background,
  (ref) => documentAttachment({ store, pool }, ref),
);
sender.start();
const heartbeat = startHeartbeat(pool, 'mailer');
logger.info({ nice: MAILER_NICE }, 'mailer running');
announceReady();

onShutdown(
  async () => {
    await heartbeat.stop();
    await following.stop();
    // Lets the mails in hand go (or fail and be retried), then closes the SMTP connections.
    await sender.stop();
    transport.close();
    await metricsServer?.close();
    await instance.stop();
    await storage.close();
    logger.info('mailer stopped');
  },
  { logger, timeoutMs: 30_000 },
);
