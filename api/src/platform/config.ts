import { z } from 'zod';
import { instances, limit, megabytes, origins, port, trustedProxies, url } from './config-values.js';

export type { TrustedProxies } from './config-values.js';

/**
 * Configuration comes from the environment only. Every variable is listed with its default in
 * .env.example; a missing or invalid value stops start-up with a message naming the variable.
 */
const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me';
const DEFAULT_ADMIN_PASSWORD = 'Admin123';

/** The Vite dev servers of the storefront and the console, allowed cross-origin in development only. */
const DEV_ORIGINS = ['http://localhost:5173', 'http://localhost:5174'];

/** Worker N's metrics port is WORKER_METRICS_PORT + this × (N − 1): clear of the projections' and the mailer's next to it. */
const WORKER_METRICS_PORT_STEP = 10;

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    // How many API processes share PORT (node:cluster, api/dist/cluster.js; 1 runs api/dist/main.js
    // alone), and how many workers npm start runs (worker-1, worker-2…, one of which runs the
    // reactions at a time). WORKER_INSTANCE is which of them a worker is, set by npm start. The
    // projections runner and the mailer run once.
    API_INSTANCES: instances.default(1),
    WORKER_INSTANCES: instances.default(1),
    WORKER_INSTANCE: instances.default(1),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: url(['postgres:', 'postgresql:']).default('postgres://postgres@127.0.0.1:5432/petshop'),
    /** Connections each API instance and worker keeps to Postgres at most: a shop of N processes needs about N × this of the server's max_connections. */
    DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(500).default(20),
    REDIS_URL: url(['redis:', 'rediss:']).default('redis://127.0.0.1:6379'),
    REDIS_PREFIX: z.string().min(1).default('petshop'),
    EVENT_STORE: z.enum(['postgres', 'eventstoredb']).default('postgres'),
    EVENTSTORE_CONNECTION_STRING: url(['esdb:', 'esdb+discover:', 'kurrentdb:', 'kurrentdb+discover:', 'kdb:', 'kdb+discover:']).default(
      'kurrentdb://127.0.0.1:2113?tls=false',
    ),
    JWT_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_JWT_SECRET),
    JWT_EXPIRES_IN: z
      .string()
      .regex(/^\d+[smhd]?$/, 'must be seconds or a number with s, m, h or d')
      .default('1d'),
    ADMIN_EMAIL: z.email().default('admin@petshop.local'),
    ADMIN_PASSWORD: z.string().min(5).default(DEFAULT_ADMIN_PASSWORD),
    // argon2id's cost for password hashes: `standard` (argon2's defaults), or `test`, the least argon2
    // allows, which only the test suite's shops set (they sign up hundreds of accounts); production refuses it.
    PASSWORD_HASH_COST: z.enum(['standard', 'test']).default('standard'),
    PAYMENTS_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
    RAZORPAY_KEY_ID: z.string().min(1).optional(),
    RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
    SANDBOX_PORT: port.default(3999),
    SANDBOX_URL: url(['http:', 'https:']).default('http://127.0.0.1:3999'),
    LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
    // Password reset by code, per submitted email (whether or not an account has it) in the window:
    // codes asked for, and wrong codes tried; and forgot-password and verify-otp requests per client address per minute.
    PASSWORD_RESET_CODES_PER_ACCOUNT: limit.default(5),
    PASSWORD_RESET_FAILURES_PER_ACCOUNT: limit.default(10),
    PASSWORD_RESET_WINDOW_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(60),
    PASSWORD_RESET_REQUESTS_PER_ADDRESS_PER_MINUTE: limit.default(20),
    // Writes a visitor or customer can repeat, per client address (and per account) per minute: a
    // burst is refused with 429 while steady use goes on. The contract's floor: 60 sign-ups, 20 of the others.
    SIGNUPS_PER_ADDRESS_PER_MINUTE: limit.default(60),
    CONTACT_MESSAGES_PER_ADDRESS_PER_MINUTE: limit.default(20),
    NEWSLETTER_SUBSCRIPTIONS_PER_ADDRESS_PER_MINUTE: limit.default(20),
    REVIEWS_PER_ADDRESS_PER_MINUTE: limit.default(20),
    REVIEWS_PER_ACCOUNT_PER_MINUTE: limit.default(10),
    UPLOADS_PER_ADDRESS_PER_MINUTE: limit.default(20),
    UPLOADS_PER_ACCOUNT_PER_MINUTE: limit.default(20),
    // Disk for staff's uploaded images: what one staff account may add in an hour, and all of MEDIA_UPLOADS_DIR.
    UPLOAD_MB_PER_ACCOUNT_PER_HOUR: megabytes.default(250),
    UPLOADS_TOTAL_MB: megabytes.default(10_240),
    PAYMENT_TIMEOUT_MINUTES: z.coerce
      .number()
      .min(0)
      .max(7 * 24 * 60)
      .default(30),
    // Denial of inventory (OWASP OAT-021): the orders awaiting payment one customer, and one client
    // address, may hold at once (their stock is held until PAYMENT_TIMEOUT_MINUTES), and the units of
    // one product one order may take. With the defaults an account or an address holds at most 3 × 5
    // units of a product unpaid.
    UNPAID_ORDERS_PER_CUSTOMER: limit.default(3),
    UNPAID_ORDERS_PER_ADDRESS: limit.default(3),
    UNITS_PER_PRODUCT_PER_ORDER: z.coerce.number().int().min(1).max(99).default(5),
    RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    // BullMQ's own defaults: a job whose worker died is run again after about a lock and two checks.
    JOB_LOCK_DURATION_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    JOB_STALLED_INTERVAL_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
    PROJECTION_POLL_MS: z.coerce.number().int().min(1).max(5000).default(10),
    READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).max(30000).default(2000),
    // Postgres ends a session of the shop's database left idle inside a transaction this long
    // (seconds; 0 never does): such a transaction holds back every event written after it began.
    IDLE_TRANSACTION_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    CORS_ORIGINS: origins.default([]),
    TRUST_PROXY: trustedProxies.default(null),
    // Where staff's uploaded images are kept (served under /media/uploads/); a relative path is taken from the repository.
    MEDIA_UPLOADS_DIR: z.string().min(1).default('.data/uploads'),
    // The storefront's origin as shoppers reach it: the links in mail point there.
    PUBLIC_URL: url(['http:', 'https:']).default('http://localhost:3000'),
    // Mail goes to SMTP_URL (any SMTP server or relay; smtps: for TLS, user:password@ for auth). Unset,
    // it is the dev mailbox npm start runs beside the shop, on MAILBOX_SMTP_PORT.
    SMTP_URL: url(['smtp:', 'smtps:']).optional(),
    MAIL_FROM: z.string().min(3).default('"Pawsome Supplies" <no-reply@pawsomesupplies.in>'),
    MAILBOX_SMTP_PORT: port.default(2525),
    MAILBOX_HTTP_PORT: port.default(3997),
    // The worker's sender: how often it looks for new mail, and how it spaces out retries of a mail
    // the SMTP server refuses (doubling from MAIL_RETRY_MS up to MAIL_RETRY_MAX_MS, for ever); staff
    // are alerted once a mail has failed MAIL_ALERT_AFTER_ATTEMPTS times.
    MAIL_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
    MAIL_RETRY_MS: z.coerce.number().int().min(10).max(3_600_000).default(5_000),
    MAIL_RETRY_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).default(600_000),
    MAIL_ALERT_AFTER_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(3),
    // Mail waits while the CPU is contended this share of the time or more (Linux's pressure stall
    // information, in percent), a second at most a round: checkouts first. 100 never waits.
    MAIL_YIELD_AT_CPU_PRESSURE: z.coerce.number().int().min(1).max(100).default(50),
    // Prometheus metrics: set METRICS_TOKEN and GET /metrics answers `Authorization: Bearer <token>`
    // (unset: no process keeps metrics, and /metrics is a 404). The worker, the projections runner and
    // the mailer then serve theirs on METRICS_HOST at these ports (worker N at WORKER_METRICS_PORT +
    // 10 × (N − 1)), and the API gathers them from METRICS_PEER_URLS (by default those ports on
    // 127.0.0.1, every worker's of WORKER_INSTANCES; `none` gathers nothing).
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    WORKER_METRICS_PORT: port.default(9464),
    PROJECTIONS_METRICS_PORT: port.default(9465),
    MAILER_METRICS_PORT: port.default(9466),
    METRICS_PEER_URLS: z
      .string()
      .transform((value) =>
        value.trim() === 'none'
          ? []
          : value
              .split(',')
              .map((item) => item.trim().replace(/\/+$/, ''))
              .filter(Boolean),
      )
      .pipe(z.array(url(['http:', 'https:'])))
      .optional(),
  })
  .superRefine((env, ctx) => {
    const production = env.NODE_ENV === 'production';
    if (production && env.JWT_SECRET === DEV_JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'must be set in production' });
    }
    if (production && env.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'must not be the default in production' });
    }
    if (production && env.PASSWORD_HASH_COST !== 'standard') {
      ctx.addIssue({ code: 'custom', path: ['PASSWORD_HASH_COST'], message: 'must be standard in production (test is for the test suite only)' });
    }
    if (env.WORKER_INSTANCE > env.WORKER_INSTANCES) {
      ctx.addIssue({ code: 'custom', path: ['WORKER_INSTANCE'], message: `must be at most WORKER_INSTANCES (${env.WORKER_INSTANCES})` });
    }
    if (env.WORKER_METRICS_PORT + WORKER_METRICS_PORT_STEP * (env.WORKER_INSTANCES - 1) > 65535) {
      ctx.addIssue({ code: 'custom', path: ['WORKER_METRICS_PORT'], message: `leaves no port for worker ${env.WORKER_INSTANCES}` });
    }
    if (env.PAYMENTS_PROVIDER === 'razorpay') {
      for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENTS_PROVIDER=razorpay' });
      }
    }
  })
  .transform((env) => ({
    ...env,
    // The sandbox's well-known test keys, used only when no live keys are configured.
    RAZORPAY_KEY_ID: env.RAZORPAY_KEY_ID ?? 'rzp_test_sandbox',
    RAZORPAY_KEY_SECRET: env.RAZORPAY_KEY_SECRET ?? 'sandbox_secret',
    RAZORPAY_WEBHOOK_SECRET: env.RAZORPAY_WEBHOOK_SECRET ?? 'sandbox_webhook_secret',
    // The shop's own origin needs no CORS: only other origins are listed.
    CORS_ORIGINS: [...new Set([...env.CORS_ORIGINS, ...(env.NODE_ENV === 'development' ? DEV_ORIGINS : [])])],
    SMTP_URL: env.SMTP_URL ?? `smtp://127.0.0.1:${env.MAILBOX_SMTP_PORT}`,
    PUBLIC_URL: env.PUBLIC_URL.replace(/\/+$/, ''),
    METRICS_PEER_URLS: env.METRICS_PEER_URLS ?? [
      ...Array.from({ length: env.WORKER_INSTANCES }, (_, index) => `http://127.0.0.1:${workerMetricsPort(env, index + 1)}`),
      `http://127.0.0.1:${env.PROJECTIONS_METRICS_PORT}`,
      `http://127.0.0.1:${env.MAILER_METRICS_PORT}`,
    ],
  }));

/** Where worker `instance` (1 for the first) serves its metrics. */
export function workerMetricsPort(config: { WORKER_METRICS_PORT: number }, instance: number): number {
  return config.WORKER_METRICS_PORT + WORKER_METRICS_PORT_STEP * (instance - 1);
}

export type Config = z.output<typeof schema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return parsed.data;
}

/** For process entry points: print the problem, naming the variable, and exit. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

export const CONFIG = Symbol('Config');
