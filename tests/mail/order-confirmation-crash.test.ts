import { randomBytes } from 'node:crypto';
import { HOME_ADDRESS } from '../../api/src/platform/testing/fixtures.js';
import { eventually } from '../support/processes.js';
import { MAIL_CHECKPOINT, shopMail } from '../support/shop-mail.js';
import { isAlive, type SupervisedShop, startSupervisedShop } from '../support/supervised-shop.js';

/**
 * A paid checkout mails its confirmation (with its invoice, once issued) once, even when the mailer
 * is SIGKILLed right after it is queued and reacts to every event again when npm start's supervisor restarts it: once while the
 * mail is still in the outbox (the SMTP server refusing it), once after it went. The mail
 * follower's checkpoint is set back to the first event before each kill, as a crash before it was
 * saved would leave it, so the restarted mailer meets the capture (and all the shop's history) again.
 */
describe('the order confirmation when the mailer is killed mid-way', () => {
  let shop: SupervisedShop;
  beforeAll(async () => {
    shop = await startSupervisedShop('mail_crash', { MAIL_RETRY_MS: '200', MAIL_RETRY_MAX_MS: '1000' });
  });
  afterAll(() => shop?.stop());

  const { api, refuse, inbox, caughtUp, drained } = shopMail(() => shop);
  const confirmations = async (to: string) => (await inbox(to)).filter((mail) => /^Order .+ confirmed$/.test(mail.subject));
  const sql = (text: string, values: unknown[] = []) => shop.database.pool.query(text, values);

  /** A new shopper's order of one unit, paid in the sandbox and verified: the worker's job records the capture. */
  async function paidCheckout(): Promise<{ email: string; orderId: string; orderNumber: string }> {
    const email = `mail-${randomBytes(4).toString('hex')}@example.in`;
    const { token } = await api('POST', '/auth/signup', { firstName: 'Asha', lastName: 'Rao', email, password: 'Paws9' });
    const { products } = await api('GET', '/products?limit=100');
    const product = products.find((p: { stock: number }) => p.stock >= 5);
    await api('POST', '/addresses', { address: HOME_ADDRESS }, token);
    const addressId = (await api('GET', '/addresses/address', undefined, token)).address[0]._id;
    const { data } = await api(
      'POST',
      '/orders/create',
      { totalAmount: product.price, currency: 'INR', shippingAddress: addressId, products: [{ productId: product._id, quantity: 1, price: product.price }] },
      token,
    );
    const paid = await (await fetch(`${shop.sandboxUrl}/sandbox/orders/${data.razorpayOrderId}/pay`, { method: 'POST', body: '{"outcome":"success"}' })).json();
    await api(
      'POST',
      '/orders/verify-payment',
      { orderId: data._id, paymentId: paid.razorpay_payment_id, razorpayOrderId: data.razorpayOrderId, signature: paid.razorpay_signature },
      token,
    );
    const { rows } = await sql(`SELECT data->>'orderNumber' AS "orderNumber" FROM events WHERE stream_id = $1 AND type = 'OrderPlaced'`, [`order-${data._id}`]);
    return { email, orderId: data._id, orderNumber: rows[0].orderNumber };
  }

  const outboxRows = async (orderId: string) =>
    (
      await sql(
        `SELECT key, status FROM mail_outbox WHERE template = 'order-confirmation'
         AND key = 'event:' || (SELECT event_id::text FROM events WHERE stream_id = $1 AND type = 'InvoiceIssued') || ':order-confirmation'`,
        [`order-${orderId}`],
      )
    ).rows;

  /** Sets the mail follower back to the first event and SIGKILLs the mailer; resolves once the supervisor's new mailer has reacted to everything again. */
  async function killMailerAndReactAgain(): Promise<void> {
    const pid = shop.latestPid('mailer');
    await sql('UPDATE projection_checkpoints SET commit_position = NULL, prepare_position = NULL WHERE name = $1', [MAIL_CHECKPOINT]);
    process.kill(pid, 'SIGKILL');
    await eventually(() => expect(isAlive(pid)).toBe(false), 10_000, 50);
    await eventually(() => expect(shop.latestPid('mailer')).not.toBe(pid), 30_000, 100);
    await caughtUp();
  }

  it('killed after the capture, while the confirmation waits in the outbox: one confirmation arrives', async () => {
    await refuse(true);
    const { email, orderId, orderNumber } = await paidCheckout();
    await eventually(async () => expect(await outboxRows(orderId)).toHaveLength(1), 20_000, 100);
    await killMailerAndReactAgain();
    expect(await outboxRows(orderId)).toEqual([expect.objectContaining({ status: expect.stringMatching(/^(pending|failed)$/) })]);
    expect(await inbox(email)).toEqual([]);
    await refuse(false);
    await eventually(async () => expect(await confirmations(email)).toHaveLength(1), 30_000, 200);
    // Once the mailer has nothing left to send, still one.
    await drained();
    const [mail] = await confirmations(email);
    expect(await confirmations(email)).toHaveLength(1);
    expect(mail!.subject).toBe(`Order ${orderNumber} confirmed`);
    expect(mail!.to).toEqual([email]);
  });

  it('killed after the confirmation went: reacting to the events again sends nothing more', async () => {
    const { email, orderId } = await paidCheckout();
    await eventually(async () => expect(await confirmations(email)).toHaveLength(1), 30_000, 200);
    await eventually(async () => expect(await outboxRows(orderId)).toEqual([expect.objectContaining({ status: 'sent' })]), 10_000, 100);
    await killMailerAndReactAgain();
    await drained();
    expect(await confirmations(email)).toHaveLength(1);
    expect(await outboxRows(orderId)).toEqual([expect.objectContaining({ status: 'sent' })]);
  });
});
