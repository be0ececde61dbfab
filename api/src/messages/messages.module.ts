import { Module } from '@nestjs/common';
import { SendContactMessageHandler } from './commands/send-contact-message.js';
import { SubscribeNewsletterHandler } from './commands/subscribe-newsletter.js';
import { MessagesController } from './http/messages.controller.js';

@Module({ controllers: [MessagesController], providers: [SubscribeNewsletterHandler, SendContactMessageHandler] })
export class MessagesModule {}
