import type { Checkout } from '@petshop/contract';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { type CancelReason, cancelOrder, createOrder, verifyPayment } from '../../api/orders';
import { SHOP_NAME } from '../../lib/brand';
import { loadRazorpay, type RazorpayConstructor, type RazorpaySuccess } from '../../lib/razorpay';
import { useCart } from '../../lib/ShopContext';
import { brandColors } from '../../lib/theme';
import { toast } from '../../lib/toast';

/** What the shopper reads when a step fails and the server gave no words of its own. */
const CREATE_FAILED = 'Failed to create order';
const SDK_MISSING = 'The Razorpay payment SDK could not be loaded. Please check your connection and try again.';
const VERIFY_FAILED = 'Payment verification failed';
const DISMISSED = 'Order cancelled due to payment modal dismissal';
const PLACE_FAILED = 'Failed to place order';

/** The server's own words when it gave some, else the fallback. */
function messageOf(error: unknown, fallback: string): string {
  const body = error instanceof ApiError ? error.body : null;
  const message = body && typeof body === 'object' && 'message' in body ? (body as { message?: unknown }).message : null;
  return typeof message === 'string' && message ? message : fallback;
}

export interface PlaceOrderInput {
  addressId: string;
  voucherCode?: string;
}

/**
 * Checkout's payment flow: place the order, open the provider's widget, and land on
 * /order-success or /order-failed. Every way out of the widget cancels the unpaid order first, so
 * its stock is given back at once rather than when the payment times out.
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const cart = useCart();
  const [placing, setPlacing] = useState(false);
  const busy = useRef(false);

  /**
   * The server empties the cart of a paid order (the worker's reaction to it). Its paid answer does
   * not wait for that, but the cart's next read does: the page shows it empty at once and reads it back.
   */
  const succeed = (orderId: string, message: string) => {
    toast.success(message);
    cart.clearLocal();
    void cart.refresh();
    navigate('/order-success', { state: { orderId } });
  };

  /** The provider was paid though verification never went through: the cancel's refusal said so. */
  const paidAfterAll = (orderId: string) => succeed(orderId, 'Payment successful! Order placed.');

  const fail = (message: string) => {
    toast.error(message);
    busy.current = false;
    setPlacing(false);
    navigate('/order-failed');
  };

  /** Cancels the unpaid order; a 409 means the provider had been paid after all, so the order stands. */
  const cancel = async (orderId: string, reason: CancelReason): Promise<'cancelled' | 'paid'> => {
    try {
      await cancelOrder(orderId, reason);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return 'paid';
    }
    return 'cancelled';
  };

  const verify = async (orderId: string, response: RazorpaySuccess) => {
    try {
      const message = await verifyPayment({
        orderId,
        paymentId: response.razorpay_payment_id,
        razorpayOrderId: response.razorpay_order_id,
        signature: response.razorpay_signature,
      });
      succeed(orderId, message);
    } catch (error) {
      if ((await cancel(orderId, 'payment_failed')) === 'paid') paidAfterAll(orderId);
      else fail(messageOf(error, VERIFY_FAILED));
    }
  };

  const giveUp = async (orderId: string, reason: CancelReason, message: string) => {
    if ((await cancel(orderId, reason)) === 'paid') paidAfterAll(orderId);
    else fail(message);
  };

  const openWidget = (Razorpay: RazorpayConstructor, checkout: Checkout & { razorpayOrderId: string }) => {
    // Only the first outcome counts: closing the widget after a failure must not also dismiss it.
    let settled = false;
    const once = (outcome: () => Promise<void>) => {
      if (settled) return;
      settled = true;
      void outcome();
    };
    const widget = new Razorpay({
      key: checkout.razorpayKeyId,
      amount: checkout.amount,
      currency: 'INR',
      name: SHOP_NAME,
      description: 'Pet supplies order',
      order_id: checkout.razorpayOrderId,
      theme: { color: brandColors.orange },
      handler: (response) => once(() => verify(checkout._id, response)),
      modal: { ondismiss: () => once(() => giveUp(checkout._id, 'payment_dismissed', DISMISSED)) },
    });
    widget.on('payment.failed', (response) =>
      once(async () => {
        widget.close();
        await giveUp(checkout._id, 'payment_failed', response.error?.description ? `Payment failed: ${response.error.description}` : 'Payment failed');
      }),
    );
    widget.open();
  };

  const place = async ({ addressId, voucherCode }: PlaceOrderInput) => {
    if (busy.current) return;
    busy.current = true;
    setPlacing(true);
    let checkout: Checkout;
    try {
      checkout = await createOrder({
        // The total is rounded before the call (the API accepts it rounded); the server charges its own total.
        totalAmount: Math.round(cart.totalAmount),
        currency: 'INR',
        shippingAddress: addressId,
        products: cart.items.map((item) => ({ productId: item.product._id, quantity: item.quantity, price: item.price })),
        ...(voucherCode ? { voucherCode } : {}),
      });
    } catch (error) {
      fail(messageOf(error, CREATE_FAILED));
      return;
    }
    try {
      // A voucher that covered everything paid the order already: there is nothing to open.
      if (checkout.paid || checkout.razorpayOrderId === null) return succeed(checkout._id, 'Payment successful! Order placed.');
      const Razorpay = await loadRazorpay();
      if (!Razorpay) return await giveUp(checkout._id, 'sdk_missing', SDK_MISSING);
      openWidget(Razorpay, { ...checkout, razorpayOrderId: checkout.razorpayOrderId });
    } catch (error) {
      console.error('[checkout] payment could not start', error);
      await giveUp(checkout._id, 'payment_failed', PLACE_FAILED);
    }
  };

  return { place, placing };
}
