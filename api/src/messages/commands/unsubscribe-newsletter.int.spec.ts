import { commandWorld, type CommandWorld } from '../../platform/testing/command-spec.js';
import { NewsletterTokens } from '../newsletter-tokens.js';
import { UnsubscribeNewsletterCommand, UnsubscribeNewsletterHandler } from './unsubscribe-newsletter.js';

describe('UnsubscribeNewsletter', () => {
  let world: CommandWorld;
  const tokens = new NewsletterTokens('a-secret-of-sixteen-chars');
  beforeAll(async () => {
    world = await commandWorld('unsubscribe_newsletter');
    await world.pool.query("INSERT INTO newsletter_subscriptions (email) VALUES ('asha@example.in'), ('ravi@example.in')");
  });
  afterAll(() => world.close());
  const subscribers = async () => (await world.pool.query('SELECT email FROM newsletter_subscriptions ORDER BY email')).rows.map((row) => row.email);

  it("takes the token's address off the list, and following the link again changes nothing", async () => {
    const handler = new UnsubscribeNewsletterHandler(world.pool, tokens);
    expect(await handler.execute(new UnsubscribeNewsletterCommand(tokens.issue('asha@example.in')))).toBe('unsubscribed');
    expect(await subscribers()).toEqual(['ravi@example.in']);
    expect(await handler.execute(new UnsubscribeNewsletterCommand(tokens.issue('asha@example.in')))).toBe('unsubscribed');
    expect(await subscribers()).toEqual(['ravi@example.in']);
  });

  it('refuses a token that is not the shop’s and unsubscribes nobody', async () => {
    const handler = new UnsubscribeNewsletterHandler(world.pool, tokens);
    const forged = new NewsletterTokens('another-secret-sixteen').issue('ravi@example.in');
    expect(await handler.execute(new UnsubscribeNewsletterCommand(forged))).toBe('invalid');
    expect(await subscribers()).toEqual(['ravi@example.in']);
  });
});
