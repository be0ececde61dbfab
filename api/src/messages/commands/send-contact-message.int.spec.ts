import { commandWorld } from '../../platform/testing/command-spec.js';
import { SendContactMessageCommand, SendContactMessageHandler } from './send-contact-message.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('SendContactMessage', () => {
  const world = suiteWorld(() => commandWorld('send_contact_message'));

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

  it("mails the message to the settings' support address with the sender as Reply-To, keyed by the message", async () => {
    await world.pool.query("UPDATE settings SET support_email = 'help@pawsome.test' WHERE id = 'store'");
    const handler = new SendContactMessageHandler(world.pool);
    const { id } = await handler.execute(
      new SendContactMessageCommand({ name: undefined, email: 'ravi@example.in', subject: 'Returns?', message: undefined, source: 'faq' }, null),
    );
    const { rows } = await world.pool.query('SELECT template, recipient, reply_to, customer_id, subject, data FROM mail_outbox WHERE key = $1', [
      `contact-message:${id}`,
    ]);
    expect(rows).toEqual([
      {
        template: 'contact-message',
        recipient: 'help@pawsome.test',
        reply_to: 'ravi@example.in',
        customer_id: null,
        subject: '[FAQ] Returns?',
        data: { source: 'faq', name: null, email: 'ravi@example.in', subject: 'Returns?', message: null, receivedAt: expect.any(String), messageId: id },
      },
    ]);
  });

  it('keeps neither the message nor its mail when one of them fails', async () => {
    await world.pool.query('DELETE FROM settings'); // no support address to mail: the whole send fails
    const handler = new SendContactMessageHandler(world.pool);
    const before = (await world.pool.query('SELECT count(*)::int AS n FROM contact_messages')).rows[0].n;
    await expect(
      handler.execute(new SendContactMessageCommand({ name: undefined, email: 'x@example.in', subject: 'Hi', message: undefined, source: 'faq' }, null)),
    ).rejects.toThrow();
    expect((await world.pool.query('SELECT count(*)::int AS n FROM contact_messages')).rows[0].n).toBe(before);
  });
});
