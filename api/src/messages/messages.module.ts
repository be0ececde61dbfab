import { Module } from '@nestjs/common';
import { CONFIG, type Config } from '../platform/config.js';
import { SendContactMessageHandler } from './commands/send-contact-message.js';
import { SubscribeNewsletterHandler } from './commands/subscribe-newsletter.js';
import { UnsubscribeNewsletterHandler } from './commands/unsubscribe-newsletter.js';
import { MessagesController } from './http/messages.controller.js';
import { NewsletterTokens } from './newsletter-tokens.js';

@Module({
  controllers: [MessagesController],
  providers: [
    { provide: NewsletterTokens, inject: [CONFIG], useFactory: (config: Config) => new NewsletterTokens(config.JWT_SECRET) },
    SubscribeNewsletterHandler,
    UnsubscribeNewsletterHandler,
    SendContactMessageHandler,
  ],
})
export class MessagesModule {}
