import { isIPv6 } from 'node:net';
import { resolve } from 'node:path';
import type { SandboxOptions } from './server.js';
import { WEBHOOK_EVENTS, type WebhookEventName } from './webhooks/events.js';

/** Start-up configuration from the environment; any bad value stops start-up naming the variable. */

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

export interface SandboxConfig extends Omit<SandboxOptions, 'logger' | 'webhookRetry'> {
  host: string;
  logLevel: string;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const keyId = text(env, 'RAZORPAY_KEY_ID', 'rzp_test_sandbox');
  // The sandbox must never be handed live credentials by a copy-pasted .env.
  if (!keyId.startsWith('rzp_test_')) throw new ConfigError('RAZORPAY_KEY_ID', `must be a test key (rzp_test_…), got "${keyId}"`);
  if (keyId.includes(':')) throw new ConfigError('RAZORPAY_KEY_ID', 'must not contain ":" (it is the basic-auth user name)');
  return {
    port: port(env, 'SANDBOX_PORT', 3999),
    host: text(env, 'SANDBOX_HOST', '127.0.0.1'),
    keyId,
    keySecret: text(env, 'RAZORPAY_KEY_SECRET', 'sandbox_secret'),
    webhookSecret: text(env, 'RAZORPAY_WEBHOOK_SECRET', 'sandbox_webhook_secret'),
    webhookUrl: webhookUrl(env, 'SANDBOX_WEBHOOK_URL', `${shopOrigin(env)}${WEBHOOK_PATH}`),
    ...(env.SANDBOX_WEBHOOK_EVENTS !== undefined && { webhookEvents: webhookEvents(env, 'SANDBOX_WEBHOOK_EVENTS') }),
    logLevel: oneOf(env, 'LOG_LEVEL', 'info', LOG_LEVELS),
    stateFile: stateFile(env, 'SANDBOX_STATE_FILE'),
  };
}

const WEBHOOK_PATH = '/api/payments/razorpay/webhook';

/**
 * The shop the sandbox stands in beside (npm start runs both, with one environment): where its API
 * listens, HOST and PORT as the API reads them, a wildcard HOST reached on loopback. Not PUBLIC_URL:
 * that is where shoppers reach the shop (a proxy, a tunnel, a dev server, or .env.example's
 * localhost:3000 left as it was copied), while the sandbox talks to the API itself. A sandbox run
 * anywhere else says where with SANDBOX_WEBHOOK_URL, as docker-compose.yml does.
 */
function shopOrigin(env: NodeJS.ProcessEnv): string {
  const apiPort = port(env, 'PORT', 3000);
  const host = env.HOST?.trim() || '0.0.0.0';
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${isIPv6(reachable) ? `[${reachable}]` : reachable}:${apiPort}`;
}

function text(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name];
  if (value === undefined) return fallback;
  if (value.trim() === '') throw new ConfigError(name, 'must not be empty');
  return value;
}

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined) return fallback;
  const parsed = /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!(parsed >= 0 && parsed <= 65535)) {
    throw new ConfigError(name, `must be a port number between 0 and 65535, got "${value}"`);
  }
  return parsed;
}

/** A comma-separated list of the events a webhook can be subscribed to, as on Razorpay's dashboard. */
function webhookEvents(env: NodeJS.ProcessEnv, name: string): WebhookEventName[] {
  const events = (env[name] ?? '')
    .split(',')
    .map((event) => event.trim())
    .filter(Boolean);
  const unknown = events.filter((event) => !(WEBHOOK_EVENTS as readonly string[]).includes(event));
  if (events.length === 0 || unknown.length > 0) {
    throw new ConfigError(name, `must list events among ${WEBHOOK_EVENTS.join(', ')}, got "${env[name]}"`);
  }
  return events as WebhookEventName[];
}

/** Unlike other variables, an empty value is meaningful here: do not deliver webhooks. */
function webhookUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name];
  if (value === undefined) return fallback;
  if (value.trim() === '') return '';
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(name, `must be an http(s) URL or empty, got "${value}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(name, `must be an http(s) URL or empty, got "${value}"`);
  }
  return value;
}

/**
 * No default here: a bare sandbox process (the benchmark starts several) stays memory only, and
 * `npm start`, which should keep state, passes its own default (.data/sandbox/journal.jsonl).
 * Resolved now, so the log names the file actually used whatever the working directory was.
 */
function stateFile(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? resolve(value) : undefined;
}

function oneOf(env: NodeJS.ProcessEnv, name: string, fallback: string, allowed: string[]): string {
  const value = env[name];
  if (value === undefined) return fallback;
  if (!allowed.includes(value)) throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${value}"`);
  return value;
}
