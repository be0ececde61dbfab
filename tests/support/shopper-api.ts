import { randomBytes } from 'node:crypto';
import { HOME_ADDRESS } from '../../api/src/platform/testing/fixtures.js';

export type Auth = Record<string, string>;

export interface Shopper {
  token: string;
  auth: Auth;
}

interface CartLine {
  price: number;
  product: { _id: string; name: string };
}

/**
 * What a browser test does through the API rather than the page it tests: sign a shopper up, fill
 * their cart, place and pay an order in the sandbox, and play staff. Every call must succeed.
 */
export function shopperApi(base: string, sandboxUrl: string) {
  const call = async (method: string, path: string, auth: Auth = {}, body?: unknown) => {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...auth },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };

  const staffAuth = async (): Promise<Auth> => {
    const { token } = await call('POST', '/auth/login', {}, { email: 'admin@petshop.local', password: 'Admin123' });
    return { authorization: `Bearer ${token}` };
  };

  /** A new customer with one unit of an in-stock product (by default any with five units) in the cart, and the home address when asked. */
  const shopperWithCart = async (withAddress: boolean, productId?: string): Promise<Shopper> => {
    const email = `buyer-${randomBytes(4).toString('hex')}@example.in`;
    const { token } = await call('POST', '/auth/signup', {}, { firstName: 'Asha', lastName: 'Rao', email, password: 'Paws9' });
    const auth = { authorization: `Bearer ${token}` };
    const { products } = await call('GET', '/products?limit=100');
    const chosen = productId ?? products.find((p: { stock: number }) => p.stock >= 5)._id;
    await call('POST', '/cart/add', auth, { productId: chosen, quantity: 1 });
    if (withAddress) await call('POST', '/addresses', auth, { address: HOME_ADDRESS });
    return { token, auth };
  };

  const cartLines = async (shopper: Shopper): Promise<CartLine[]> => (await call('GET', '/cart', shopper.auth)).cart.items;

  /** Orders the shopper's cart (one line) to their first address, pays it in the sandbox and verifies, as the storefront does. */
  const paidOrder = async (shopper: Shopper): Promise<{ orderId: string; line: CartLine }> => {
    const { address } = await call('GET', '/addresses/address', shopper.auth);
    const [line] = await cartLines(shopper);
    const products = [{ productId: line!.product._id, quantity: 1, price: line!.price }];
    const { data } = await call('POST', '/orders/create', shopper.auth, {
      totalAmount: line!.price,
      currency: 'INR',
      shippingAddress: address[0]._id,
      products,
    });
    const paying = await fetch(`${sandboxUrl}/sandbox/orders/${data.razorpayOrderId}/pay`, { method: 'POST', body: '{"outcome":"success"}' });
    const paid = await paying.json();
    const verification = { orderId: data._id, paymentId: paid.razorpay_payment_id, razorpayOrderId: data.razorpayOrderId, signature: paid.razorpay_signature };
    await call('POST', '/orders/verify-payment', shopper.auth, verification);
    return { orderId: data._id, line: line! };
  };

  /** paidOrder, then staff deliver it. */
  const deliveredOrder = async (shopper: Shopper): Promise<{ orderId: string; line: CartLine }> => {
    const paid = await paidOrder(shopper);
    const staff = await staffAuth();
    for (const orderStatus of ['processing', 'shipped', 'delivered']) await call('PATCH', `/orders/${paid.orderId}/status`, staff, { orderStatus });
    return paid;
  };

  /** Staff take a requested return through to `refunded` (reimbursed as the shopper chose). */
  const reimburseReturn = async (returnId: string) => {
    const staff = await staffAuth();
    for (const status of ['approved', 'received', 'refunded']) await call('PATCH', `/returns/${returnId}/status`, staff, { status });
  };

  return { call, shopperWithCart, cartLines, paidOrder, deliveredOrder, reimburseReturn };
}
