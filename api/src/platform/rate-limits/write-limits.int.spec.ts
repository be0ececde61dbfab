import { Redis } from 'ioredis';
import { addProduct } from '../testing/command-spec.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** A whole one-pixel PNG: uploads are decoded. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000970485973000003e8000003e801b57b526b0000000c494441540899633851620500037e01770f1b82d40000000049454e44ae426082',
  'hex',
);

// The repeatable writes, each limited per client address per minute (and per account where there is one).
describe('limits on repeatable writes', () => {
  let t: TestApp;
  let redis: Redis;
  let admin: string;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp('write_limits', {
      SIGNUPS_PER_ADDRESS_PER_MINUTE: '3',
      CONTACT_MESSAGES_PER_ADDRESS_PER_MINUTE: '2',
      NEWSLETTER_SUBSCRIPTIONS_PER_ADDRESS_PER_MINUTE: '2',
      REVIEWS_PER_ADDRESS_PER_MINUTE: '3',
      REVIEWS_PER_ACCOUNT_PER_MINUTE: '2',
      UPLOADS_PER_ADDRESS_PER_MINUTE: '3',
      UPLOADS_PER_ACCOUNT_PER_MINUTE: '2',
    });
    redis = new Redis(t.config.REDIS_URL);
    admin = await t.adminToken();
    ({ id: productId } = await addProduct(t.database.pool, { name: 'Limited chew' }));
  });
  afterAll(async () => {
    redis.disconnect();
    await t.close();
  });
  // Each case starts with empty windows (the test's requests all come from one address).
  beforeEach(async () => {
    const keys = await redis.keys(`${t.config.REDIS_PREFIX}:write-limit:*`);
    if (keys.length) await redis.del(...keys);
  });

  let sent = 0;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const WRITES = {
    signup: () =>
      t
        .http()
        .post('/api/auth/signup')
        .send({ firstName: 'Asha', lastName: 'Rao', email: `limit${++sent}@example.in`, password: 'Pass1' }),
    contact: () =>
      t
        .http()
        .post('/api/contact')
        .send({ email: 'ravi@example.in', subject: `Question ${++sent}`, source: 'faq' }),
    newsletter: () =>
      t
        .http()
        .post('/api/newsletter')
        .send({ email: `reader${++sent}@example.in` }),
    review: (headers: Record<string, string> = {}) =>
      t.http().post('/api/reviews').set(headers).send({ email: 'asha@example.in', fullName: 'Asha Rao', review: 'Lasts', rating: 4, productId }),
    upload: (token = admin) => t.http().post('/api/admin/uploads').set(bearer(token)).attach('files', PNG, 'paw.png'),
  };

  async function expectRefused(response: { status: number; body: unknown; headers: Record<string, string> }, noun: string) {
    expect(response.status).toBe(429);
    expect(response.body).toEqual({
      status: false,
      message: expect.stringMatching(new RegExp(`^Too many ${noun} in a short time. Please try again in \\d+ seconds?\\.$`)),
    });
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
  }

  it.each([
    ['sign-ups', 3, 'signup'],
    ['messages', 2, 'contact'],
    ['newsletter sign-ups', 2, 'newsletter'],
    ['reviews', 3, 'review'],
    ['uploads', 3, 'upload'],
  ] as const)('refuses %s past %i a minute from one address with 429, the envelope and Retry-After', async (noun, limit, write) => {
    // Uploads come from two staff accounts in turn, so the address's limit (3) is met before either account's own (2).
    const staff = write === 'upload' ? await staffToken() : '';
    const sendOne = (i: number) => (write === 'upload' ? WRITES.upload(i % 2 ? staff : admin) : WRITES[write]());
    for (let i = 0; i < limit; i++) expect((await sendOne(i)).status).toBe(201);
    await expectRefused(await sendOne(limit), noun);
  });

  it('stores nothing of a refused write', async () => {
    const count = async () => (await t.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages')).rows[0]!.n;
    for (let i = 0; i < 2; i++) await WRITES.contact().expect(201);
    const before = await count();
    await WRITES.contact().expect(429);
    expect(await count()).toBe(before);
  });

  it("limits a signed-in customer's reviews per account too, while others from the same address go on", async () => {
    const { token } = await t.customer();
    for (let i = 0; i < 2; i++) await WRITES.review(bearer(token)).expect(201);
    await expectRefused(await WRITES.review(bearer(token)), 'reviews');
    await WRITES.review().expect(201); // a guest: the address has room for one more
  });

  it("limits a staff account's uploads per account too, while another staff account goes on", async () => {
    const staff = await staffToken();
    for (let i = 0; i < 2; i++) await WRITES.upload(staff).expect(201);
    await expectRefused(await WRITES.upload(staff), 'uploads');
    await WRITES.upload(admin).expect(201);
  });

  let staffAccounts = 0;
  async function staffToken(): Promise<string> {
    const email = `staff${++staffAccounts}@petshop.in`;
    await t
      .http()
      .post('/api/admin/staff')
      .set(bearer(admin))
      .send({ firstName: 'Kiran', lastName: 'Das', email, password: 'Staff1', role: 'staff' })
      .expect(201);
    return (await t.http().post('/api/auth/login').send({ email, password: 'Staff1' }).expect(200)).body.token;
  }
});
