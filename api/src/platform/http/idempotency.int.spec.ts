import { ProcessInstance } from '../database/process-instance.js';
import { GONE_PROCESS, HOME_ADDRESS as HOME } from '../testing/fixtures.js';
import { keptPlan } from '../testing/kept-plan.js';
import { eventually } from '../testing/eventually.js';
import { createTestApp } from '../testing/test-app.js';
import { CLAIM_KEYS, IdempotencyInterceptor, KEEP_ANSWERS } from './idempotency.interceptor.js';
import { suiteWorld } from '../testing/suite-world.js';

// The contract's Idempotency-Key: a retried write changes nothing more and gets the first answer.
describe('Idempotency-Key on writes', () => {
  const t = suiteWorld(() => createTestApp('idempotency'));

  const shopper = async () => ({ authorization: `Bearer ${(await t.customer()).token}` });
  const addAddress = (auth: Record<string, string>, key: string | null, address = HOME) => {
    const call = t.http().post('/api/addresses').set(auth);
    return (key === null ? call : call.set('idempotency-key', key)).send({ address });
  };
  const addresses = async (auth: Record<string, string>) => (await t.http().get('/api/addresses/address').set(auth).expect(200)).body.address;

  it('answers a repeat with the first answer and stores the address once', async () => {
    const auth = await shopper();
    const first = await addAddress(auth, 'add-home-1').expect(201);
    const again = await addAddress(auth, 'add-home-1').expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await addresses(auth)).toHaveLength(1);
  });

  it('lets concurrent duplicates wait for the first and still store once', async () => {
    const auth = await shopper();
    const answers = await Promise.all(Array.from({ length: 5 }, () => addAddress(auth, 'burst')));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(await addresses(auth)).toHaveLength(1);
  });

  it("keeps each of many callers' answers, made at once, for that caller's repeat, word for word", async () => {
    const callers = await Promise.all(Array.from({ length: 6 }, () => shopper()));
    const cities = ['Bengaluru', 'Mysuru', 'Chennai', 'Pune', 'Kochi', 'Jaipur'];
    const firsts = await Promise.all(callers.map((auth, index) => addAddress(auth, `at-once-${index}`, { ...HOME, city: cities[index]! }).expect(201)));
    const repeats = await Promise.all(callers.map((auth, index) => addAddress(auth, `at-once-${index}`, { ...HOME, city: cities[index]! }).expect(201)));
    expect(repeats.map((repeat) => repeat.headers['idempotent-replayed'])).toEqual(cities.map(() => 'true'));
    expect(repeats.map((repeat) => repeat.text)).toEqual(firsts.map((first) => first.text));
    for (const [index, auth] of callers.entries()) expect((await addresses(auth)).map((address: { city: string }) => address.city)).toEqual([cities[index]]);
  });

  it('refuses the same key with another body', async () => {
    const auth = await shopper();
    await addAddress(auth, 'same-key').expect(201);
    const other = await addAddress(auth, 'same-key', { ...HOME, city: 'Mysuru' }).expect(422);
    expect(other.body).toEqual({ status: false, message: 'This Idempotency-Key was already used for a different request' });
    expect(await addresses(auth)).toHaveLength(1);
  });

  it('keeps keys apart per caller, and writes without a key as usual', async () => {
    const [asha, ravi] = [await shopper(), await shopper()];
    await addAddress(asha, 'shared').expect(201);
    await addAddress(ravi, 'shared').expect(201);
    expect(await addresses(ravi)).toHaveLength(1);
    await addAddress(asha, null).expect(201);
    await addAddress(asha, null).expect(201);
    expect(await addresses(asha)).toHaveLength(3);
  });

  /** The key's claim made to look as if the request were still running in the process `claimedBy`. */
  const stillRunningIn = (key: string, claimedBy: number) =>
    t.database.pool.query('UPDATE idempotency_keys SET status = NULL, answer = NULL, completed_at = NULL, claimed_by = $2 WHERE key = $1', [key, claimedBy]);

  it('takes over at once the claim of a request whose process died before answering, and runs it again', async () => {
    const auth = await shopper();
    await addAddress(auth, 'died-before-answering').expect(201);
    await stillRunningIn('died-before-answering', GONE_PROCESS);

    const retried = await addAddress(auth, 'died-before-answering').expect(201);

    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await addresses(auth)).toHaveLength(2); // run again: an address has no id derived from the key
    const { rows } = await t.database.pool.query('SELECT status, claimed_by FROM idempotency_keys WHERE key = $1', ['died-before-answering']);
    expect(rows).toEqual([{ status: 201, claimed_by: expect.any(Number) }]);
    expect(rows[0].claimed_by).not.toBe(GONE_PROCESS);
  });

  it('waits for the claim of a request still running in a living process, and answers what it answers', async () => {
    const auth = await shopper();
    const first = await addAddress(auth, 'running-elsewhere').expect(201);
    const elsewhere = new ProcessInstance(t.database.url, 'test-elsewhere');
    await elsewhere.start();
    const claims = jest.spyOn(IdempotencyInterceptor.prototype as unknown as { claim(...args: unknown[]): Promise<unknown> }, 'claim');
    try {
      await stillRunningIn('running-elsewhere', elsewhere.key);
      const retried = addAddress(auth, 'running-elsewhere').then((answer) => answer); // sent now
      // The retry has found the claim running in the living process, and waits.
      await eventually(async () =>
        expect(await Promise.all(claims.mock.results.map((result) => result.value))).toContainEqual({ kind: 'running', claimedBy: elsewhere.key }),
      );
      await t.database.pool.query('UPDATE idempotency_keys SET status = 201, answer = $2, completed_at = now() WHERE key = $1', [
        'running-elsewhere',
        JSON.stringify(first.body),
      ]);
      const answer = await retried;
      expect(answer.status).toBe(201);
      expect(answer.headers['idempotent-replayed']).toBe('true');
      expect(answer.body).toEqual(first.body);
      expect(await addresses(auth)).toHaveLength(1);
    } finally {
      claims.mockRestore();
      await elsewhere.stop();
    }
  });

  it('takes over a claim left unanswered for a minute even by a living process, and a key a day old as a new one', async () => {
    const auth = await shopper();
    await addAddress(auth, 'hung').expect(201);
    const elsewhere = new ProcessInstance(t.database.url, 'test-hung');
    await elsewhere.start();
    try {
      await stillRunningIn('hung', elsewhere.key);
      await t.database.pool.query("UPDATE idempotency_keys SET claimed_at = now() - interval '61 seconds' WHERE key = 'hung'");
      const retried = await addAddress(auth, 'hung').expect(201);
      expect(retried.headers['idempotent-replayed']).toBeUndefined();
      expect(await addresses(auth)).toHaveLength(2);
    } finally {
      await elsewhere.stop();
    }

    await t.database.pool.query("UPDATE idempotency_keys SET claimed_at = now() - interval '25 hours' WHERE key = 'hung'");
    const reused = await addAddress(auth, 'hung', { ...HOME, city: 'Mysuru' }).expect(201); // another body: no 422 after a day
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
    expect(await addresses(auth)).toHaveLength(3);
    const { rows } = await t.database.pool.query(
      "SELECT status, completed_at IS NOT NULL AS answered, claimed_at > now() - interval '1 minute' AS fresh FROM idempotency_keys WHERE key = 'hung'",
    );
    expect(rows).toEqual([{ status: 201, answered: true, fresh: true }]);
  });

  it('keeps no 429: a limit holds for now only, so a retry with the key is decided again, not refused for a day', async () => {
    const login = () => t.http().post('/api/auth/login').send({ email: 'nobody-here@example.in', password: 'Wrong1' });
    for (let failure = 1; failure <= 10; failure++) await login().expect(401);

    const locked = await login().set('idempotency-key', 'locked-out').expect(429);

    expect(locked.headers['retry-after']).toMatch(/^\d+$/);
    expect((await t.database.pool.query('SELECT status FROM idempotency_keys WHERE key = $1', ['locked-out'])).rows).toEqual([]);
  });

  it('replays a refusal too, and refuses a malformed key', async () => {
    const auth = await shopper();
    const refused = await addAddress(auth, 'bad-zip', { ...HOME, name: '' });
    expect(refused.status).toBe(400);
    const again = await addAddress(auth, 'bad-zip', { ...HOME, name: '' }).expect(400);
    expect(again.body).toEqual(refused.body);
    expect((await addAddress(auth, 'x'.repeat(300)).expect(400)).body.message).toBe('Idempotency-Key must be 1 to 255 visible characters');
  });

  it("finds a turn's keys among a day's thousands by the index: neither the claim nor the answer reads every key", async () => {
    const { pool } = t.database;
    await pool.query(
      `INSERT INTO idempotency_keys (scope, key, fingerprint, status, claimed_by) SELECT 'earlier ' || g, 'k-' || g, 'f', 201, 1 FROM generate_series(1, 20000) g`,
    );
    await pool.query('ANALYZE idempotency_keys');
    const asked = `'[{"scope":"earlier 7","key":"k-7","fingerprint":"f"}]'`;
    const claim = await keptPlan(pool, CLAIM_KEYS, [asked, '1', '60']);
    const answer = await keptPlan(pool, KEEP_ANSWERS, [`'[{"scope":"earlier 7","key":"k-7","status":201,"answer":{}}]'`, `'{"earlier 7"}'`, `'{k-7}'`]);
    for (const plan of [claim, answer]) {
      expect(plan).not.toMatch(/Seq Scan on idempotency_keys/);
      expect(plan).toMatch(/Index Scan (using|on) idempotency_keys_pkey/);
    }
  });
});
