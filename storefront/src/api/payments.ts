import { api } from './client';

let checkoutUrl: Promise<string> | null = null;

/** Where the payment provider's checkout.js lives (the API knows which provider it talks to); asked once per visit. */
export function getCheckoutScriptUrl(): Promise<string> {
  checkoutUrl ??= api.get<{ checkoutUrl: string }>('/payments/checkout-script').then(
    (body) => body.checkoutUrl,
    (error: unknown) => {
      checkoutUrl = null; // a failed lookup is asked again next time
      throw error;
    },
  );
  return checkoutUrl;
}
