import { RateWindows } from '../../platform/rate-limits/rate-windows.js';
import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Account, Role } from '../../platform/auth/account.js';
import { type Config, loadConfig } from '../../platform/config.js';
import { PgNotifications } from '../../platform/database/notifications.js';
import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-database.js';
import { dropRedisPrefix } from '../../platform/testing/test-redis.js';
import { LoginThrottle } from '../login-throttle.js';
import { Passwords } from '../passwords.js';
import { UsersRepository } from '../users.repository.js';
import { PasswordResetCodes } from './reset-codes.js';
import { PasswordResetThrottle } from './reset-throttle.js';

/** Where the account and password commands' specs run: real Postgres (a database of their own) and Redis (a prefix of their own). */
export interface ResetWorld {
  database: TestDatabase;
  config: Config;
  users: UsersRepository;
  codes: PasswordResetCodes;
  throttle: PasswordResetThrottle;
  loginThrottle: LoginThrottle;
  passwords: Passwords;
  /** Given: an account with this password (Pass1 unless said). */
  account(email: string, options?: { password?: string; role?: Role; disabled?: boolean }): Promise<Account>;
  /** The outbox's rows for an address, oldest first. */
  mails(to: string): Promise<{ key: string; template: string; data: Record<string, unknown> }[]>;
  close(): Promise<void>;
}

export async function resetWorld(label: string, env: Record<string, string> = {}): Promise<ResetWorld> {
  const database = await createTestDatabase(label);
  const config = loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test', REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}`, ...env });
  const redis = new Redis(config.REDIS_URL);
  const passwords = new Passwords(config);
  return {
    database,
    config,
    users: new UsersRepository(database.pool, new PgNotifications(database.url)),
    codes: new PasswordResetCodes(database.pool, config),
    throttle: new PasswordResetThrottle(new RateWindows(redis), config),
    loginThrottle: new LoginThrottle(new RateWindows(redis), config),
    passwords,
    async account(email, { password = 'Pass1', role = 'customer', disabled = false } = {}) {
      const { rows } = await database.pool.query<Account>(
        `INSERT INTO users (id, first_name, last_name, email, password_hash, role, disabled) VALUES ($1, 'Asha', 'Rao', $2, $3, $4, $5)
         RETURNING id::text AS "_id", email, first_name AS "firstName", last_name AS "lastName", role`,
        [randomUUID(), email, await passwords.hash(password), role, disabled],
      );
      return rows[0]!;
    },
    async mails(to) {
      const { rows } = await database.pool.query('SELECT key, template, data FROM mail_outbox WHERE recipient = $1 ORDER BY created_at', [to]);
      return rows;
    },
    async close() {
      redis.disconnect();
      await database.drop();
      await dropRedisPrefix(config.REDIS_URL, config.REDIS_PREFIX);
    },
  };
}
