import { commandWorld, type CommandWorld } from '../../platform/testing/command-spec.js';
import { SubscribeNewsletterCommand, SubscribeNewsletterHandler } from './subscribe-newsletter.js';

describe('SubscribeNewsletter', () => {
  let world: CommandWorld;
  beforeAll(async () => {
    world = await commandWorld('subscribe_newsletter');
  });
  afterAll(() => world.close());

  it('keeps an address once, in lower case, and tells a new subscription from a repeat', async () => {
    const handler = new SubscribeNewsletterHandler(world.pool);
    expect(await handler.execute(new SubscribeNewsletterCommand('Asha@Example.in'))).toEqual({ subscribed: true });
    expect(await handler.execute(new SubscribeNewsletterCommand('asha@example.in'))).toEqual({ subscribed: false });
    expect((await world.pool.query('SELECT email FROM newsletter_subscriptions')).rows).toEqual([{ email: 'asha@example.in' }]);
  });
});
