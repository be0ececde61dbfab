import type { AddressObject, ParsedMail } from 'mailparser';
import { simpleParser } from 'mailparser';
import type { Logger } from 'pino';
import { SMTPServer } from 'smtp-server';
import type { Message, Messages } from './messages.js';

/** Whether the mailbox takes mail: tests turn refusal on to see how the shop copes. */
export interface Refusal {
  on: boolean;
}

// The inbox shows a mail's own text and HTML: mailparser need not derive one from the other nor
// mark up links, which took a third of the mailbox's CPU per mail.
const PARSE_OPTIONS = { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true, skipImageLinks: true };

// A larger mail is refused at once rather than read: the shop's mails are a few tens of KB.
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/**
 * The SMTP side: any sender, no TLS, no authentication (a password offered is accepted and
 * ignored), as a local catcher should be. While refusing, every sender is told 451 (try again
 * later), the answer of a server that is up but cannot take mail now.
 */
export function createSmtpServer(messages: Messages, refusal: Refusal, logger: Logger): SMTPServer {
  return new SMTPServer({
    name: 'mailbox.petshop.local',
    banner: 'Pawsome Supplies dev mailbox',
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    size: MAX_MESSAGE_BYTES,
    logger: false,
    // A sender's pooled connection must not hold a shutdown for long.
    closeTimeout: 1000,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'anyone' });
    },
    onMailFrom(_address, _session, callback) {
      if (!refusal.on) return callback();
      callback(Object.assign(new Error('Mailbox refusing mail for now, try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
      simpleParser(stream, PARSE_OPTIONS).then(
        (parsed) => {
          const message = messages.add(toMessage(parsed, to));
          logger.info({ id: message.id, to, subject: message.subject }, 'mail received');
          callback();
        },
        (error: unknown) => {
          logger.warn({ err: error }, 'could not parse a mail');
          callback(Object.assign(new Error('Could not parse the message'), { responseCode: 554 }));
        },
      );
    },
  });
}

function toMessage(parsed: ParsedMail, to: string[]): Omit<Message, 'id'> {
  const receivedAt = new Date().toISOString();
  const headers: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) headers[key.toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
  return {
    from: addresses(parsed.from),
    to,
    subject: parsed.subject ?? '',
    date: parsed.date?.toISOString() ?? receivedAt,
    receivedAt,
    messageId: parsed.messageId?.replace(/^<|>$/g, '') ?? null,
    replyTo: parsed.replyTo ? addresses(parsed.replyTo) : null,
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
    headers,
  };
}

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return '';
  return (Array.isArray(value) ? value : [value]).map((item) => item.text).join(', ');
}
