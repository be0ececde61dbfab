import { createTestDatabase, type TestDatabase } from '../platform/testing/test-database.js';
import { enqueueMail } from './outbox.js';

describe('the mail outbox', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('mail_outbox');
  });
  afterAll(() => db.drop());

  const mail = (key: string) => ({
    key,
    template: 'mail-check' as const,
    to: 'asha@example.in',
    customerId: null,
    data: { name: 'Asha', reason: 'outbox spec', sampleAmount: 10 },
  });

  it('keeps one row per key: a repeat inserts nothing', async () => {
    expect(await enqueueMail(db.pool, mail('spec:once'))).toBe(true);
    expect(await enqueueMail(db.pool, { ...mail('spec:once'), to: 'someone-else@example.in' })).toBe(false);
    const { rows } = await db.pool.query("SELECT recipient, status, subject, data, attempts FROM mail_outbox WHERE key = 'spec:once'");
    expect(rows).toEqual([
      { recipient: 'asha@example.in', status: 'pending', subject: 'Mail from Pawsome Supplies works: outbox spec', data: mail('x').data, attempts: 0 },
    ]);
  });

  it("commits with the caller's transaction, or not at all", async () => {
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      await enqueueMail(client, mail('spec:rolled-back'));
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    const { rowCount } = await db.pool.query("SELECT 1 FROM mail_outbox WHERE key = 'spec:rolled-back'");
    expect(rowCount).toBe(0);
  });
});
