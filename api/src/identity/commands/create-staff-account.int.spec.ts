import type { Actor } from '../../platform/event-store/event-store.port.js';
import { commandBus, refusal } from '../../platform/testing/command-spec.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';
import { resetWorld } from '../password-reset/reset-world.fixture.js';
import { CreateStaffAccountCommand, CreateStaffAccountHandler } from './create-staff-account.js';
import { SignUpCommand, SignUpHandler } from './sign-up.js';

const admin: Actor = { _id: 'a-1', role: 'admin' };

// Accounts are rows, not events: Then the row the command wrote.
describe('CreateStaffAccount', () => {
  const world = suiteWorld(async () => {
    const made = await resetWorld('create_staff_account');
    return { ...made, handler: new CreateStaffAccountHandler(commandBus([SignUpCommand, new SignUpHandler(made.users, made.passwords)])) };
  });

  const details = (email: string, role: 'staff' | 'admin') => ({ firstName: 'Kiran', lastName: 'Das', email, password: 'Staff1', role });
  const stored = async (email: string) =>
    (await world.database.pool.query('SELECT id::text, role, disabled, password_hash FROM users WHERE email = $1', [email])).rows[0];

  it.each(['staff', 'admin'] as const)('opens an enabled %s account with the password hashed, answering no password material', async (role) => {
    const account = await world.handler.execute(new CreateStaffAccountCommand(details(`Kiran.${role}@Petshop.in`, role), admin));

    expect(account).toEqual({ _id: expect.any(String), firstName: 'Kiran', lastName: 'Das', email: `kiran.${role}@petshop.in`, role });
    const row = await stored(`kiran.${role}@petshop.in`);
    expect(row).toMatchObject({ id: account._id, role, disabled: false });
    expect(await world.passwords.verify(row.password_hash, 'Staff1')).toBe(true);
    const { rows } = await world.database.pool.query('SELECT actor, resource, action, changes FROM audit_log WHERE record_id = $1', [account._id]);
    expect(rows).toEqual([
      {
        actor: admin,
        resource: 'staff',
        action: 'created',
        changes: {
          firstName: { from: null, to: 'Kiran' },
          lastName: { from: null, to: 'Das' },
          email: { from: null, to: `kiran.${role}@petshop.in` },
          role: { from: null, to: role },
        },
      },
    ]);
  });

  it('refuses a taken email as sign-up does', async () => {
    await world.handler.execute(new CreateStaffAccountCommand(details('taken@petshop.in', 'staff'), admin));

    expect(await refusal(world.handler.execute(new CreateStaffAccountCommand(details('TAKEN@petshop.in', 'admin'), admin)))).toEqual({
      kind: 'conflict',
      message: 'An account with this email already exists',
      field: 'email',
    });
    expect(await stored('taken@petshop.in')).toMatchObject({ role: 'staff' });
  });
});
