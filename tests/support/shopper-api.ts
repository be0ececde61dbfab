import { randomBytes } from 'node:crypto';
import { HOME_ADDRESS } from '../../api/src/platform/testing/fixtures.js';

export type Auth = Record<string, string>;

export interface Shopper {
  token: string;
  auth: Auth;
}

interface CartLine {
  price: number;
  quantity: number;
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

  /** Places the order of `quantity` units of a product to an address, pays it in the sandbox and verifies, as the storefront does; answers the order's id. */
  const payUnits = async (auth: Auth, product: { _id: string; price: number }, addressId: string, quantity = 1): Promise<string> => {
    const { data } = await call('POST', '/orders/create', auth, {
      totalAmount: Math.round(product.price * 100 * quantity) / 100,
      currency: 'INR',
      shippingAddress: addressId,
      products: [{ productId: product._id, quantity, price: product.price }],
    });
    const paying = await fetch(`${sandboxUrl}/sandbox/orders/${data.razorpayOrderId}/pay`, { method: 'POST', body: '{"outcome":"success"}' });
    const paid = await paying.json();
    const verification = { orderId: data._id, paymentId: paid.razorpay_payment_id, razorpayOrderId: data.razorpayOrderId, signature: paid.razorpay_signature };
    await call('POST', '/orders/verify-payment', auth, verification);
    return data._id;
  };

  /** Orders the shopper's cart (one line) to their first address, pays it in the sandbox and verifies, as the storefront does. */
  const paidOrder = async (shopper: Shopper): Promise<{ orderId: string; line: CartLine }> => {
    const { address } = await call('GET', '/addresses/address', shopper.auth);
    const [line] = await cartLines(shopper);
    const orderId = await payUnits(shopper.auth, { _id: line!.product._id, price: line!.price }, address[0]._id);
    return { orderId, line: line! };
  };

  /**
   * The signed-up shopper saves the home address and orders `units` (one by default) of the first
   * in-stock product with at least `minStock` units there, paid in the sandbox and verified.
   */
  const paidOrderToNewAddress = async (auth: Auth, minStock: number, units = 1): Promise<{ orderId: string; orderNumber: string; productId: string }> => {
    const { address } = await call('POST', '/addresses', auth, { address: HOME_ADDRESS });
    const { products } = await call('GET', '/products?limit=100');
    const product = products.find((p: { stock: number; stockStatus: string }) => p.stock >= minStock && p.stockStatus === 'in-stock');
    const orderId = await payUnits(auth, product, address[0]._id, units);
    const { data } = await call('GET', `/orders/${orderId}`, auth);
    return { orderId, orderNumber: data.orderNumber, productId: product._id };
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

  return { call, staffAuth, shopperWithCart, cartLines, paidOrder, paidOrderToNewAddress, deliveredOrder, reimburseReturn };
}
