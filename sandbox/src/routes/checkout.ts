import { checkoutScript } from '../checkout-script.js';
import { route, type Route } from '../router.js';

const serveScript = () => ({ status: 200, text: checkoutScript, contentType: 'application/javascript; charset=utf-8' });

/** Served at both paths shops commonly use for Razorpay's script (`/v1/checkout.js` is the real one). */
export function checkoutRoutes(): Route[] {
  return [route('GET', '/checkout.js', 'public', serveScript), route('GET', '/v1/checkout.js', 'public', serveScript)];
}
