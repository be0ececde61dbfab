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
import { isPlacing, next, type PlaceOrderEvent, type PlaceOrderState } from './placeOrderMachine';

/** What the shopper reads when a step fails and the server gave no words of its own. */
const CREATE_FAILED = 'Failed to create order';
const SDK_MISSING = 'The Razorpay payment SDK could not be loaded. Please check your connection and try again.';
const VERIFY_FAILED = 'Payment verification failed';
const DISMISSED = 'Order cancelled due to payment modal dismissal';
const PLACE_FAILED = 'Failed to place order';
const PLACED = 'Payment successful! Order placed.';

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
 * its stock is given back at once rather than when the payment times out. Each step is a move of
 * placeOrderMachine's table, taken before the step's work: a move the table refuses does nothing.
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const cart = useCart();
  const [state, setState] = useState<PlaceOrderState>('idle');
  // Read and moved at once, not on the next render: a second click or the widget's second outcome can come first.
  const current = useRef<PlaceOrderState>('idle');

  /** Takes the event's move when the table has it from the current state; false when it is refused. */
  const send = (event: PlaceOrderEvent): boolean => {
    const to = next(current.current, event);
    if (to === null) return false;
    current.current = to;
    setState(to);
    return true;
  };

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

  const fail = (message: string) => {
    toast.error(message);
    navigate('/order-failed');
  };

  /** Cancels the unpaid order; a 409 means the provider had been paid after all, so the order stands. */
  const giveUp = async (orderId: string, reason: CancelReason, message: string) => {
    try {
      await cancelOrder(orderId, reason);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        send('paidAfterAll');
        return succeed(orderId, PLACED);
      }
    }
    send('cancelled');
    fail(message);
  };

  const verify = async (orderId: string, response: RazorpaySuccess) => {
    let message: string;
    try {
      message = await verifyPayment({
        orderId,
        paymentId: response.razorpay_payment_id,
        razorpayOrderId: response.razorpay_order_id,
        signature: response.razorpay_signature,
      });
    } catch (error) {
      send('verifyFailed');
      return giveUp(orderId, 'payment_failed', messageOf(error, VERIFY_FAILED));
    }
    send('verified');
    succeed(orderId, message);
  };

  // Only the first outcome counts: the table leaves `paying` on it, so closing the widget after a failure is refused.
  const openWidget = (Razorpay: RazorpayConstructor, checkout: Checkout & { razorpayOrderId: string }) => {
    const widget = new Razorpay({
      key: checkout.razorpayKeyId,
      amount: checkout.amount,
      currency: 'INR',
      name: SHOP_NAME,
      description: 'Pet supplies order',
      order_id: checkout.razorpayOrderId,
      theme: { color: brandColors.orange },
      handler: (response) => {
        if (send('paid')) void verify(checkout._id, response);
      },
      modal: {
        ondismiss: () => {
          if (send('dismissed')) void giveUp(checkout._id, 'payment_dismissed', DISMISSED);
        },
      },
    });
    widget.on('payment.failed', (response) => {
      if (!send('paymentFailed')) return;
      widget.close();
      void giveUp(checkout._id, 'payment_failed', response.error?.description ? `Payment failed: ${response.error.description}` : 'Payment failed');
    });
    widget.open();
    send('widgetOpened');
  };

  const place = async ({ addressId, voucherCode }: PlaceOrderInput) => {
    if (!send('place')) return;
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
      send('createFailed');
      return fail(messageOf(error, CREATE_FAILED));
    }
    // A voucher that covered everything paid the order already: there is nothing to open.
    if (checkout.paid || checkout.razorpayOrderId === null) {
      send('paidInFull');
      return succeed(checkout._id, PLACED);
    }
    send('created');
    try {
      const Razorpay = await loadRazorpay();
      if (Razorpay) return openWidget(Razorpay, { ...checkout, razorpayOrderId: checkout.razorpayOrderId });
      send('startFailed');
      await giveUp(checkout._id, 'sdk_missing', SDK_MISSING);
    } catch (error) {
      console.error('[checkout] payment could not start', error);
      send('startFailed');
      await giveUp(checkout._id, 'payment_failed', PLACE_FAILED);
    }
  };

  return { place, placing: isPlacing(state) };
}
