import { commandWorld, type CommandWorld } from '../../platform/testing/command-spec.js';
import { NewsletterTokens } from '../newsletter-tokens.js';
import { SubscribeNewsletterCommand, SubscribeNewsletterHandler } from './subscribe-newsletter.js';

describe('SubscribeNewsletter', () => {
  let world: CommandWorld;
  const tokens = new NewsletterTokens('a-secret-of-sixteen-chars');
  beforeAll(async () => {
    world = await commandWorld('subscribe_newsletter');
  });
  afterAll(() => world.close());

  it('keeps an address once, in lower case, and tells a new subscription from a repeat', async () => {
    const handler = new SubscribeNewsletterHandler(world.pool, tokens);
    expect(await handler.execute(new SubscribeNewsletterCommand('Asha@Example.in'))).toEqual({ subscribed: true });
    expect(await handler.execute(new SubscribeNewsletterCommand('asha@example.in'))).toEqual({ subscribed: false });
    expect((await world.pool.query('SELECT email FROM newsletter_subscriptions')).rows).toEqual([{ email: 'asha@example.in' }]);
  });

  it('mails one confirmation per subscription, whose token unsubscribes that address', async () => {
    const { rows } = await world.pool.query("SELECT key, template, recipient, customer_id, data FROM mail_outbox WHERE recipient = 'asha@example.in'");
    expect(rows).toEqual([
      {
        key: expect.stringMatching(/^newsletter-subscription:[0-9a-f-]{36}$/),
        template: 'newsletter-confirmation',
        recipient: 'asha@example.in',
        customer_id: null,
        data: { email: 'asha@example.in', unsubscribeToken: expect.any(String) },
      },
    ]);
    expect(tokens.emailOf(rows[0].data.unsubscribeToken)).toBe('asha@example.in');
  });

  it('keeps neither the subscription nor its mail when the mail cannot be enqueued', async () => {
    const handler = new SubscribeNewsletterHandler(world.pool, {
      issue: () => {
        throw new Error('no key');
      },
    } as unknown as NewsletterTokens);
    await expect(handler.execute(new SubscribeNewsletterCommand('ravi@example.in'))).rejects.toThrow('no key');
    expect((await world.pool.query("SELECT 1 FROM newsletter_subscriptions WHERE email = 'ravi@example.in'")).rowCount).toBe(0);
  });
});
