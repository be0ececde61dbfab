import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CATALOGUE_CACHE_CONTROL } from '@petshop/contract/freshness';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONFIG, type Config } from '../../platform/config.js';
import { EncodesItsOwnAnswers } from '../../platform/http/compression.js';
import { ApiAnswer, ApiPublicCaching, PUBLIC_CACHING_HEADERS } from '../../platform/http/contract-docs.js';
import { ReadyAnswer } from '../../platform/http/ready-answer.js';
import { sendReady } from '../../platform/http/send-ready.js';

const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** The script the storefront loads for the payment widget: the provider the API talks to, so a page never pays one provider for another's order. */
export function checkoutScriptUrl(config: Config): string {
  return config.PAYMENTS_PROVIDER === 'razorpay' ? RAZORPAY_CHECKOUT_URL : new URL('/checkout.js', config.SANDBOX_URL).href;
}

/**
 * Where the browser finds checkout.js. The storefront is one build for every deployment, and the
 * sandbox's address is configuration, so the page asks rather than hard-coding it; the pages'
 * Content-Security-Policy allows scripts from exactly this origin. The storefront's one public
 * setting: cached as the catalogue is (its ETag a hash of the answer, so it changes with the setting).
 */
@ApiTags('payments')
@Controller('payments')
export class CheckoutScriptController {
  private readonly answer: ReadyAnswer;

  constructor(@Inject(CONFIG) config: Config) {
    this.answer = ReadyAnswer.of(JSON.stringify({ status: true, checkoutUrl: checkoutScriptUrl(config) }));
  }

  @Get('checkout-script')
  @ApiOperation({ summary: "Where the payment provider's checkout.js is loaded from" })
  @ApiAnswer({ checkoutUrl: { type: 'string', format: 'uri' } }, { headers: PUBLIC_CACHING_HEADERS })
  @ApiPublicCaching()
  @EncodesItsOwnAnswers()
  script(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return sendReady(request, reply, this.answer, CATALOGUE_CACHE_CONTROL);
  }
}
