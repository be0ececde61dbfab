import { HOME_ADDRESS as HOME } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

// The contract's Idempotency-Key: a retried write changes nothing more and gets the first answer.
describe('Idempotency-Key on writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('idempotency');
  });
  afterAll(() => t.close());

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

  it('replays a refusal too, and refuses a malformed key', async () => {
    const auth = await shopper();
    const refused = await addAddress(auth, 'bad-zip', { ...HOME, name: '' });
    expect(refused.status).toBe(400);
    const again = await addAddress(auth, 'bad-zip', { ...HOME, name: '' }).expect(400);
    expect(again.body).toEqual(refused.body);
    expect((await addAddress(auth, 'x'.repeat(300)).expect(400)).body.message).toBe('Idempotency-Key must be 1 to 255 visible characters');
  });
});
