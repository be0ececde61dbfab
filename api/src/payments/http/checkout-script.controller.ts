import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CONFIG, type Config } from '../../platform/config.js';
import { ApiAnswer } from '../../platform/http/contract-docs.js';

const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** The script the storefront loads for the payment widget: the provider the API talks to, so a page never pays one provider for another's order. */
export function checkoutScriptUrl(config: Config): string {
  return config.PAYMENTS_PROVIDER === 'razorpay' ? RAZORPAY_CHECKOUT_URL : new URL('/checkout.js', config.SANDBOX_URL).href;
}

/**
 * Where the browser finds checkout.js. The storefront is one build for every deployment, and the
 * sandbox's address is configuration, so the page asks rather than hard-coding it; the pages'
 * Content-Security-Policy allows scripts from exactly this origin.
 */
@ApiTags('payments')
@Controller('payments')
export class CheckoutScriptController {
  private readonly answer: { status: true; checkoutUrl: string };

  constructor(@Inject(CONFIG) config: Config) {
    this.answer = { status: true, checkoutUrl: checkoutScriptUrl(config) };
  }

  @Get('checkout-script')
  @ApiOperation({ summary: "Where the payment provider's checkout.js is loaded from" })
  @ApiAnswer({ checkoutUrl: { type: 'string', format: 'uri' } })
  script() {
    return this.answer;
  }
}
