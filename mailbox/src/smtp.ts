import type { AddressObject } from 'mailparser';
import { simpleParser } from 'mailparser';
import type { Logger } from 'pino';
import { SMTPServer } from 'smtp-server';
import type { MessageBody, MessageHead, Messages } from './messages.js';

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
      receive(stream)
        .then(async (raw) => {
          if (stream.sizeExceeded) return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          const message = messages.add({ ...(await parseHead(raw)), to }, raw);
          logger.info({ id: message.id, to, subject: message.subject }, 'mail received');
          callback();
        })
        .catch((error: unknown) => {
          logger.warn({ err: error }, 'could not read a mail');
          callback(Object.assign(new Error('Could not read the message'), { responseCode: 554 }));
        });
    },
  });
}

/** The mail as sent; past the size limit the rest is read and dropped, and the sender told 552. */
async function receive(stream: AsyncIterable<Buffer> & { sizeExceeded: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) if (!stream.sizeExceeded) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * What the inbox lists, from the mail's header block alone: the body (the bulk of a mail, its HTML
 * and text in base64) is parsed only when someone opens the mail (parseBody).
 */
async function parseHead(raw: Buffer): Promise<Omit<MessageHead, 'id' | 'to'>> {
  const end = headerEnd(raw);
  const parsed = await simpleParser(end === -1 ? raw : raw.subarray(0, end), PARSE_OPTIONS);
  const receivedAt = new Date().toISOString();
  const headers: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) headers[key.toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
  return {
    from: addresses(parsed.from),
    subject: parsed.subject ?? '',
    date: parsed.date?.toISOString() ?? receivedAt,
    receivedAt,
    messageId: parsed.messageId?.replace(/^<|>$/g, '') ?? null,
    replyTo: parsed.replyTo ? addresses(parsed.replyTo) : null,
    headers,
  };
}

/** Where the header block ends (after its blank line), or -1 for a mail that is all headers. */
function headerEnd(raw: Buffer): number {
  const crlf = raw.indexOf('\r\n\r\n');
  if (crlf !== -1) return crlf + 4;
  const lf = raw.indexOf('\n\n');
  return lf === -1 ? -1 : lf + 2;
}

/** A mail's text and HTML, as the inbox shows them when it is opened; a body mailparser cannot read shows as its raw text. */
export async function parseBody(raw: Buffer): Promise<MessageBody> {
  try {
    const parsed = await simpleParser(raw, PARSE_OPTIONS);
    const attachments = parsed.attachments.map(({ filename, contentType, size }) => ({ filename: filename ?? '', contentType, size }));
    return { text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : null, attachments };
  } catch {
    return { text: raw.toString('latin1'), html: null };
  }
}

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return '';
  return (Array.isArray(value) ? value : [value]).map((item) => item.text).join(', ');
}
