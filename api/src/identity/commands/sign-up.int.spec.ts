import { refusal } from '../../platform/testing/command-spec.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';
import { resetWorld } from '../password-reset/reset-world.fixture.js';
import { SignUpCommand, SignUpHandler } from './sign-up.js';

// Accounts are rows, not events: Then the row the command wrote.
describe('SignUp', () => {
  const world = suiteWorld(async () => {
    const made = await resetWorld('sign_up');
    // Its notifications only keep the account cache fresh; sign-up never starts them.
    return { ...made, handler: new SignUpHandler(made.users, made.passwords) };
  });

  const details = (email: string) => ({ firstName: 'Asha', lastName: 'Rao', email, password: 'Pass1' });
  const stored = async (email: string) =>
    (await world.database.pool.query('SELECT id::text, email, role, password_hash FROM users WHERE email = $1', [email])).rows[0];

  it('stores a customer under the email lower-cased, with the password hashed, and answers the account without it', async () => {
    const account = await world.handler.execute(new SignUpCommand(details('Asha.Rao@Example.in')));

    expect(account).toEqual({ _id: expect.any(String), email: 'asha.rao@example.in', firstName: 'Asha', lastName: 'Rao', role: 'customer' });
    const row = await stored('asha.rao@example.in');
    expect(row).toMatchObject({ id: account._id, role: 'customer' });
    expect(row.password_hash).not.toContain('Pass1');
    expect(await world.passwords.verify(row.password_hash, 'Pass1')).toBe(true);
  });

  it('gives the account the role it is asked to (the admin account at start-up)', async () => {
    expect(await world.handler.execute(new SignUpCommand(details('ravi@petshop.in'), 'admin'))).toMatchObject({ role: 'admin' });
  });

  it('refuses an email already registered, however it is written, naming the email field, and keeps the first account', async () => {
    const first = await world.handler.execute(new SignUpCommand(details('meera@example.in')));

    expect(await refusal(world.handler.execute(new SignUpCommand({ ...details('MEERA@example.in'), password: 'Other2' })))).toEqual({
      kind: 'conflict',
      message: 'An account with this email already exists',
      field: 'email',
    });
    const row = await stored('meera@example.in');
    expect(row.id).toBe(first._id);
    expect(await world.passwords.verify(row.password_hash, 'Pass1')).toBe(true);
  });
});
