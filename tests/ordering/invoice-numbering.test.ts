import { Client } from 'pg';
import { checkoutWorld, type CheckoutWorld } from '../support/checkout.js';
import { eventually } from '../support/processes.js';

const HOLD_KEY = 77_077;

describe('the worker that numbers an invoice killed mid-way', () => {
  let w: CheckoutWorld;
  let test: Client;
  beforeAll(async () => {
    w = await checkoutWorld('invoice-numbering');
    test = new Client({ connectionString: w.t.database.url });
    await test.connect();
  });
  afterAll(async () => {
    await test.end();
    await w.close();
  });

  const series = async () =>
    (
      await w.t.database.pool.query<{ number: string; order_id: string }>(
        `SELECT data ->> 'number' AS number, data ->> 'orderId' AS order_id FROM events WHERE stream_id LIKE 'invoices-%' ORDER BY stream_id, revision`,
      )
    ).rows;

  it('leaves no number unused and none twice: the next worker puts the number on its order, and the next order gets the next number', async () => {
    // The moment between the two appends, made to last: an invoice on its way to its order waits in a
    // trigger for a lock the test holds. (A fault injected into the test's own database; the shop's
    // code runs as it does in production.)
    await test.query(`CREATE FUNCTION hold_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.type = 'InvoiceIssued' THEN PERFORM pg_advisory_lock_shared(${HOLD_KEY}); PERFORM pg_advisory_unlock_shared(${HOLD_KEY}); END IF;
        RETURN NEW;
      END $$`);
    await test.query('CREATE TRIGGER hold_invoice BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION hold_invoice()');
    await test.query('SELECT pg_advisory_lock($1)', [HOLD_KEY]);

    const buyer = await w.shopper();
    const order = await w.placeOrder(buyer);
    await w.payAndVerify(buyer, order);
    // Numbered, and held on its way to the order.
    await eventually(async () => expect(await series()).toEqual([{ number: expect.stringMatching(/\/000001$/), order_id: order.orderId }]), 20_000, 50);
    const held = await eventually(async () => {
      const { rows } = await test.query<{ pid: number }>(
        // This test's database only: the suites beside it have databases (and advisory locks) of their own.
        `SELECT pid FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = 'advisory' AND query LIKE '%INSERT INTO events%'`,
      );
      expect(rows).toHaveLength(1);
      return rows[0]!.pid;
    });

    const killed = w.worker;
    killed.child.kill('SIGKILL');
    expect(await killed.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // Postgres ends a dead client's statement when it next talks to it; one waiting on a lock is ended here, as it would be then.
    await test.query('SELECT pg_terminate_backend($1)', [held]);
    await test.query('DROP TRIGGER hold_invoice ON events');
    await test.query('SELECT pg_advisory_unlock($1)', [HOLD_KEY]);
    expect((await w.t.http().get(`/api/orders/${order.orderId}`).set(buyer.auth).expect(200)).body.data.invoice).toBeNull();

    // The next worker's invoicing reads the payment again from its checkpoint and finishes what the dead one started.
    w.startWorker();
    const number = await w.invoiced(buyer, order.orderId);
    expect(number).toMatch(/\/000001$/);

    // The next sale gets the next number: none was lost or given twice.
    const next = await w.paidOrder();
    expect((await w.t.http().get(`/api/orders/${next.orderId}`).set(next.shopper.auth).expect(200)).body.data.invoice.number).toMatch(/\/000002$/);
    expect(await series()).toEqual([
      { number, order_id: order.orderId },
      { number: expect.stringMatching(/\/000002$/), order_id: next.orderId },
    ]);
  }, 120_000);
});
