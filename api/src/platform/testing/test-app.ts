import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../../app.js';
import { loadConfig, type Config } from '../config.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { testPasswordCost } from './password-cost.js';
import { TEST_POOL_MAX } from './pool-size.js';
import { dropRedisPrefix } from './test-redis.js';
import { UNLIMITED_UNPAID_ORDERS } from './unpaid-order-limits.js';

export interface TestApp {
  app: NestFastifyApplication;
  database: TestDatabase;
  config: Config;
  http(): ReturnType<typeof request>;
  /** Signs up a customer and returns its token and user. */
  customer(
    overrides?: Partial<{ firstName: string; lastName: string; email: string; password: string }>,
  ): Promise<{ token: string; user: { _id: string; email: string } }>;
  /** Logs the configured admin in and returns the token. */
  adminToken(): Promise<string>;
  /** The admin opens a staff account (password Staff1) as the console does; returns its token and id. */
  staff(overrides?: Partial<{ firstName: string; lastName: string; email: string; role: 'staff' | 'admin' }>): Promise<{ token: string; id: string }>;
  close(): Promise<void>;
}

/** A staff list's parameters as react-admin's data provider (ra-data-simple-rest) sends them: each one as JSON. */
export const listParameters = (query: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)]));

/** The whole API in-process against a database and Redis key prefix of its own, both dropped on close. */
export async function createTestApp(label: string, env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase(label);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}`,
    DATABASE_POOL_MAX: TEST_POOL_MAX,
    ...testPasswordCost(env),
    ...UNLIMITED_UNPAID_ORDERS,
    ...env,
  });
  const app = await createApp(config, pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }));
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const http = () => request(app.getHttpServer());
  let customers = 0;
  let staffMembers = 0;
  const adminToken = async (): Promise<string> => {
    const response = await http().post('/api/auth/login').send({ email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }).expect(200);
    return response.body.token;
  };
  return {
    app,
    database,
    config,
    http,
    async customer(overrides = {}) {
      const body = {
        firstName: 'Asha',
        lastName: 'Rao',
        email: `asha${++customers}-${randomBytes(3).toString('hex')}@example.in`,
        password: 'Pass1',
        ...overrides,
      };
      const response = await http().post('/api/auth/signup').send(body).expect(201);
      return { token: response.body.token, user: response.body.user };
    },
    adminToken,
    async staff(overrides = {}) {
      const email = `kiran${++staffMembers}-${randomBytes(3).toString('hex')}@petshop.in`;
      const body = { firstName: 'Kiran', lastName: 'Das', email, password: 'Staff1', role: 'staff', ...overrides };
      const created = await http()
        .post('/api/admin/staff')
        .set('authorization', `Bearer ${await adminToken()}`)
        .send(body)
        .expect(201);
      const login = await http().post('/api/auth/login').send({ email: body.email, password: body.password }).expect(200);
      return { token: login.body.token, id: created.body.id };
    },
    async close() {
      await app.close();
      await database.drop();
      await dropRedisPrefix(config.REDIS_URL, config.REDIS_PREFIX);
    },
  };
}
