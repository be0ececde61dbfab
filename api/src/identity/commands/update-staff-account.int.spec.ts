import { randomUUID } from 'node:crypto';
import { PgNotifications } from '../../platform/database/notifications.js';
import { refusal } from '../../platform/testing/command-spec.js';
import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-database.js';
import { UsersRepository } from '../users.repository.js';
import { SignUpCommand, SignUpHandler } from './sign-up.js';
import { UpdateStaffAccountCommand, UpdateStaffAccountHandler } from './update-staff-account.js';

describe('UpdateStaffAccount', () => {
  let database: TestDatabase;
  let users: UsersRepository;
  let signUp: SignUpHandler;
  let handler: UpdateStaffAccountHandler;
  beforeAll(async () => {
    database = await createTestDatabase('update_staff_account');
    users = new UsersRepository(database.pool, new PgNotifications(database.url));
    signUp = new SignUpHandler(users);
    handler = new UpdateStaffAccountHandler(users);
  });
  afterAll(() => database.drop());

  let accounts = 0;
  const account = (role: 'customer' | 'staff' | 'admin') =>
    signUp.execute(new SignUpCommand({ firstName: 'Kiran', lastName: 'Das', email: `kiran${++accounts}@petshop.in`, password: 'Staff1' }, role));
  const row = async (id: string) => (await database.pool.query('SELECT first_name, last_name, role, disabled FROM users WHERE id = $1', [id])).rows[0];

  it('disables an account: it is no longer found, even after being looked up (and kept) before', async () => {
    const admin = await account('admin');
    const staff = await account('staff');
    expect(await users.findAccount(staff._id)).toMatchObject({ _id: staff._id });

    await handler.execute(new UpdateStaffAccountCommand(staff._id, { disabled: true }, admin));

    expect(await row(staff._id)).toMatchObject({ disabled: true });
    expect(await users.findAccount(staff._id)).toBeNull();
    expect(await users.findByEmail(staff.email)).toMatchObject({ disabled: true });
  });

  it('enables it again, and changes names and role, leaving what it is not given', async () => {
    const admin = await account('admin');
    const staff = await account('staff');
    await handler.execute(new UpdateStaffAccountCommand(staff._id, { disabled: true }, admin));

    await handler.execute(new UpdateStaffAccountCommand(staff._id, { disabled: false, lastName: 'Dasgupta', role: 'admin' }, admin));

    expect(await row(staff._id)).toEqual({ first_name: 'Kiran', last_name: 'Dasgupta', role: 'admin', disabled: false });
    expect(await users.findAccount(staff._id)).toMatchObject({ role: 'admin', lastName: 'Dasgupta' });
  });

  it('refuses an admin disabling their own account', async () => {
    const admin = await account('admin');

    expect(await refusal(handler.execute(new UpdateStaffAccountCommand(admin._id, { disabled: true }, admin)))).toEqual({
      kind: 'unprocessable',
      message: 'You cannot disable your own account',
      field: 'disabled',
    });
    expect(await row(admin._id)).toMatchObject({ disabled: false });
  });

  it('refuses an admin changing their own role, but takes their own role sent back unchanged with a new name', async () => {
    const admin = await account('admin');

    expect(await refusal(handler.execute(new UpdateStaffAccountCommand(admin._id, { role: 'staff' }, admin)))).toEqual({
      kind: 'unprocessable',
      message: 'You cannot change your own role',
      field: 'role',
    });
    await handler.execute(new UpdateStaffAccountCommand(admin._id, { role: 'admin', firstName: 'Ravi', disabled: false }, admin));

    expect(await row(admin._id)).toMatchObject({ first_name: 'Ravi', role: 'admin', disabled: false });
  });

  it.each([
    ['a customer', async () => (await account('customer'))._id],
    ['an unknown id', async () => randomUUID()],
    ['a malformed id', async () => 'nope'],
  ])('answers not found for %s', async (_what, id) => {
    const admin = await account('admin');
    const target = await id();

    expect(await refusal(handler.execute(new UpdateStaffAccountCommand(target, { disabled: true }, admin)))).toEqual({
      kind: 'not_found',
      message: 'Staff account not found',
    });
  });
});
