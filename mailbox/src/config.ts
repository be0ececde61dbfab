import { resolve } from 'node:path';
import type { MailboxOptions } from './server.js';

/** Start-up configuration from the environment; a bad value stops start-up naming the variable. */

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

export interface MailboxConfig extends Omit<MailboxOptions, 'logger'> {
  logLevel: string;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): MailboxConfig {
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  const host = env.MAILBOX_HOST ?? '127.0.0.1';
  if (host.trim() === '') throw new ConfigError('MAILBOX_HOST', 'must not be empty');
  const stateFile = env.MAILBOX_STATE_FILE?.trim();
  return {
    smtpPort: port(env, 'MAILBOX_SMTP_PORT', 2525),
    httpPort: port(env, 'MAILBOX_HTTP_PORT', 3997),
    host,
    maxMessages: count(env, 'MAILBOX_MAX_MESSAGES', 1000),
    // Empty means memory only, as for the sandbox's journal.
    stateFile: stateFile ? resolve(stateFile) : undefined,
    logLevel,
  };
}

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!(parsed >= 0 && parsed <= 65535)) throw new ConfigError(name, `must be a port number between 0 and 65535, got "${value}"`);
  return parsed;
}

function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!(parsed >= 1)) throw new ConfigError(name, `must be a whole number of at least 1, got "${value}"`);
  return parsed;
}
