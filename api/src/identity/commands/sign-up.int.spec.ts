import { PgNotifications } from '../../platform/database/notifications.js';
import { refusal } from '../../platform/testing/command-spec.js';
import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-database.js';
import { Passwords } from '../passwords.js';
import { UsersRepository } from '../users.repository.js';
import { SignUpCommand, SignUpHandler } from './sign-up.js';

// Accounts are rows, not events: Then the row the command wrote.
describe('SignUp', () => {
  const passwords = new Passwords({ PASSWORD_HASH_COST: 'test' });
  let database: TestDatabase;
  let handler: SignUpHandler;
  beforeAll(async () => {
    database = await createTestDatabase('sign_up');
    // Its notifications only keep the account cache fresh; sign-up never starts them.
    handler = new SignUpHandler(new UsersRepository(database.pool, new PgNotifications(database.url)), passwords);
  });
  afterAll(() => database.drop());

  const details = (email: string) => ({ firstName: 'Asha', lastName: 'Rao', email, password: 'Pass1' });
  const stored = async (email: string) =>
    (await database.pool.query('SELECT id::text, email, role, password_hash FROM users WHERE email = $1', [email])).rows[0];

  it('stores a customer under the email lower-cased, with the password hashed, and answers the account without it', async () => {
    const account = await handler.execute(new SignUpCommand(details('Asha.Rao@Example.in')));

    expect(account).toEqual({ _id: expect.any(String), email: 'asha.rao@example.in', firstName: 'Asha', lastName: 'Rao', role: 'customer' });
    const row = await stored('asha.rao@example.in');
    expect(row).toMatchObject({ id: account._id, role: 'customer' });
    expect(row.password_hash).not.toContain('Pass1');
    expect(await passwords.verify(row.password_hash, 'Pass1')).toBe(true);
  });

  it('gives the account the role it is asked to (the admin account at start-up)', async () => {
    expect(await handler.execute(new SignUpCommand(details('ravi@petshop.in'), 'admin'))).toMatchObject({ role: 'admin' });
  });

  it('refuses an email already registered, however it is written, naming the email field, and keeps the first account', async () => {
    const first = await handler.execute(new SignUpCommand(details('meera@example.in')));

    expect(await refusal(handler.execute(new SignUpCommand({ ...details('MEERA@example.in'), password: 'Other2' })))).toEqual({
      kind: 'conflict',
      message: 'An account with this email already exists',
      field: 'email',
    });
    const row = await stored('meera@example.in');
    expect(row.id).toBe(first._id);
    expect(await passwords.verify(row.password_hash, 'Pass1')).toBe(true);
  });
});
