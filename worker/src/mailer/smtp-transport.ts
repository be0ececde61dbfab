import nodemailer, { type Transporter } from 'nodemailer';

/**
 * The SMTP connection pool every mail goes through: SMTP_URL names the server (smtp: with STARTTLS
 * when offered, smtps: for TLS from the start, user:password@ for authentication). Short timeouts:
 * a server that does not answer costs one failed attempt, retried later, never a hung sender.
 */
export function createMailTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 4,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
