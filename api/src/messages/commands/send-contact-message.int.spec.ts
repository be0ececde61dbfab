import { commandWorld, type CommandWorld } from '../../platform/testing/command-spec.js';
import { SendContactMessageCommand, SendContactMessageHandler } from './send-contact-message.js';

describe('SendContactMessage', () => {
  let world: CommandWorld;
  beforeAll(async () => {
    world = await commandWorld('send_contact_message');
  });
  afterAll(() => world.close());

  it('keeps every message, with where it came from and who sent it when signed in', async () => {
    const handler = new SendContactMessageHandler(world.pool);
    const question = { name: 'Asha', email: 'asha@example.in', subject: 'Sizes', message: 'Large?', source: 'contact' as const };
    const { id } = await handler.execute(new SendContactMessageCommand(question, 'u-1'));
    await handler.execute(new SendContactMessageCommand(question, null));
    const { rows } = await world.pool.query('SELECT id, source, name, email, subject, message, customer_id FROM contact_messages ORDER BY customer_id');
    expect(rows).toEqual([
      { id, source: 'contact', name: 'Asha', email: 'asha@example.in', subject: 'Sizes', message: 'Large?', customer_id: 'u-1' },
      { id: expect.any(String), source: 'contact', name: 'Asha', email: 'asha@example.in', subject: 'Sizes', message: 'Large?', customer_id: null },
    ]);
  });
});
