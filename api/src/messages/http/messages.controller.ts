import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CONTACT_THANKS, contactBody, NEWSLETTER_THANKS, NEWSLETTER_UNSUBSCRIBED_PAGE, newsletterBody, newsletterUnsubscribeQuery } from '@petshop/contract';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { CurrentAccount, OptionalAuth } from '../../platform/auth/auth.guard.js';
import type { Account } from '../../platform/auth/account.js';
import { ApiAnswer, ApiContractBody, ApiContractQuery } from '../../platform/http/contract-docs.js';
import { ZodPipe } from '../../platform/http/validation.js';
import { WriteLimit } from '../../platform/rate-limits/write-limit.guard.js';
import { SendContactMessageCommand } from '../commands/send-contact-message.js';
import { SubscribeNewsletterCommand } from '../commands/subscribe-newsletter.js';
import { UnsubscribeNewsletterCommand } from '../commands/unsubscribe-newsletter.js';

/** What visitors send the shop outside an order: the newsletter block and the contact and FAQ forms. */
@ApiTags('messages')
@Controller()
export class MessagesController {
  constructor(private readonly commands: CommandBus) {}

  @Post('newsletter')
  @HttpCode(201)
  @WriteLimit('newsletter')
  @ApiOperation({ summary: 'Subscribe an address to the newsletter (201; 200 with the same message when it already is)' })
  @ApiContractBody('NewsletterBody')
  @ApiAnswer({}, { status: 201, message: true })
  async subscribe(@Body(new ZodPipe(newsletterBody)) body: z.output<typeof newsletterBody>, @Res({ passthrough: true }) reply: FastifyReply) {
    const { subscribed } = await this.commands.execute(new SubscribeNewsletterCommand(body.email));
    if (!subscribed) reply.status(200);
    return { status: true, message: NEWSLETTER_THANKS };
  }

  // A link followed from a mail: a browser page, so it answers with the storefront's page that says
  // what happened, never with JSON. Following it again changes nothing and lands on the same page.
  @Get('newsletter/unsubscribe')
  @ApiOperation({ summary: "The newsletter mail's unsubscribe link: takes the address off the list and redirects to the storefront's page saying so" })
  @ApiContractQuery(newsletterUnsubscribeQuery)
  @ApiResponse({
    status: 302,
    description: `To ${NEWSLETTER_UNSUBSCRIBED_PAGE}, or ${NEWSLETTER_UNSUBSCRIBED_PAGE}?link=invalid for a token that is not the shop's`,
  })
  async unsubscribe(@Query(new ZodPipe(newsletterUnsubscribeQuery)) query: z.output<typeof newsletterUnsubscribeQuery>, @Res() reply: FastifyReply) {
    const outcome = await this.commands.execute(new UnsubscribeNewsletterCommand(query.token ?? ''));
    return reply.redirect(outcome === 'invalid' ? `${NEWSLETTER_UNSUBSCRIBED_PAGE}?link=invalid` : NEWSLETTER_UNSUBSCRIBED_PAGE, 302);
  }

  @Post('contact')
  @HttpCode(201)
  @WriteLimit('contact')
  @OptionalAuth()
  @ApiOperation({ summary: 'Send the shop a message from the contact page or the FAQ; kept for staff to answer' })
  @ApiContractBody('ContactBody')
  @ApiAnswer({}, { status: 201, message: true })
  async contact(@CurrentAccount() account: Account | undefined, @Body(new ZodPipe(contactBody)) body: z.output<typeof contactBody>) {
    await this.commands.execute(new SendContactMessageCommand(body, account?.role === 'customer' ? account._id : null));
    return { status: true, message: CONTACT_THANKS };
  }
}
