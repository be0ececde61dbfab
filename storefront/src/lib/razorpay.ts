import { getCheckoutScriptUrl } from '../api/payments';

/** The widget's answer after a payment, as Razorpay's handler receives it. */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What `payment.failed` listeners receive. */
export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string };
}

/** The subset of Razorpay's checkout options the shop uses. */
export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: 'INR';
  name: string;
  description?: string;
  order_id: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void; escape?: boolean };
}

export interface RazorpayWidget {
  open(): void;
  close(): void;
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayWidget;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor | null> | null = null;

function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove(); // so a later attempt loads it afresh
      reject(new Error(`Could not load ${src}`));
    };
    document.body.appendChild(script);
  });
}

/**
 * Loads the provider's checkout.js once, on the first payment rather than with every page (it is
 * only needed at checkout). Resolves with `window.Razorpay`, or null when the script cannot be had
 * (offline, blocked): the caller treats that as the SDK missing.
 */
export function loadRazorpay(): Promise<RazorpayConstructor | null> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= getCheckoutScriptUrl()
    .then(injectScript)
    .then(() => window.Razorpay ?? null)
    .catch((error: unknown) => {
      console.error('[razorpay] checkout.js did not load', error);
      return null;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}
