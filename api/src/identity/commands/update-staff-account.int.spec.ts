import { randomUUID } from 'node:crypto';
import { refusal } from '../../platform/testing/command-spec.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';
import { resetWorld } from '../password-reset/reset-world.fixture.js';
import { SignUpCommand, SignUpHandler } from './sign-up.js';
import { UpdateStaffAccountCommand, UpdateStaffAccountHandler } from './update-staff-account.js';

describe('UpdateStaffAccount', () => {
  const world = suiteWorld(async () => {
    const made = await resetWorld('update_staff_account');
    return { ...made, signUp: new SignUpHandler(made.users, made.passwords), handler: new UpdateStaffAccountHandler(made.users) };
  });

  let accounts = 0;
  const account = (role: 'customer' | 'staff' | 'admin') =>
    world.signUp.execute(new SignUpCommand({ firstName: 'Kiran', lastName: 'Das', email: `kiran${++accounts}@petshop.in`, password: 'Staff1' }, role));
  const row = async (id: string) => (await world.database.pool.query('SELECT first_name, last_name, role, disabled FROM users WHERE id = $1', [id])).rows[0];

  it('disables an account: it is no longer found, even after being looked up (and kept) before', async () => {
    const admin = await account('admin');
    const staff = await account('staff');
    expect(await world.users.findAccount(staff._id)).toMatchObject({ _id: staff._id });

    await world.handler.execute(new UpdateStaffAccountCommand(staff._id, { disabled: true }, admin));

    expect(await row(staff._id)).toMatchObject({ disabled: true });
    expect(await world.users.findAccount(staff._id)).toBeNull();
    expect(await world.users.findByEmail(staff.email)).toMatchObject({ disabled: true });
  });

  it('enables it again, and changes names and role, leaving what it is not given', async () => {
    const admin = await account('admin');
    const staff = await account('staff');
    await world.handler.execute(new UpdateStaffAccountCommand(staff._id, { disabled: true }, admin));

    await world.handler.execute(new UpdateStaffAccountCommand(staff._id, { disabled: false, lastName: 'Dasgupta', role: 'admin' }, admin));

    expect(await row(staff._id)).toEqual({ first_name: 'Kiran', last_name: 'Dasgupta', role: 'admin', disabled: false });
    expect(await world.users.findAccount(staff._id)).toMatchObject({ role: 'admin', lastName: 'Dasgupta' });
  });

  it('refuses an admin disabling their own account', async () => {
    const admin = await account('admin');

    expect(await refusal(world.handler.execute(new UpdateStaffAccountCommand(admin._id, { disabled: true }, admin)))).toEqual({
      kind: 'conflict',
      message: 'You cannot disable your own account',
      field: 'disabled',
    });
    expect(await row(admin._id)).toMatchObject({ disabled: false });
  });

  it('refuses an admin changing their own role, but takes their own role sent back unchanged with a new name', async () => {
    const admin = await account('admin');

    expect(await refusal(world.handler.execute(new UpdateStaffAccountCommand(admin._id, { role: 'staff' }, admin)))).toEqual({
      kind: 'conflict',
      message: 'You cannot change your own role',
      field: 'role',
    });
    await world.handler.execute(new UpdateStaffAccountCommand(admin._id, { role: 'admin', firstName: 'Ravi', disabled: false }, admin));

    expect(await row(admin._id)).toMatchObject({ first_name: 'Ravi', role: 'admin', disabled: false });
  });

  it('records who changed what: disabled, enabled and updated, with each field before and after; nothing for no change', async () => {
    const admin = await account('admin');
    const staff = await account('staff');
    await world.handler.execute(new UpdateStaffAccountCommand(staff._id, { disabled: true }, admin));
    await world.handler.execute(new UpdateStaffAccountCommand(staff._id, { disabled: false, lastName: 'Dasgupta' }, admin));
    await world.handler.execute(new UpdateStaffAccountCommand(staff._id, { role: 'admin', firstName: 'Kiran', disabled: false }, admin));
    await world.handler.execute(new UpdateStaffAccountCommand(staff._id, { role: 'admin', lastName: 'Dasgupta' }, admin));

    const { rows } = await world.database.pool.query('SELECT actor, resource, action, changes FROM audit_log WHERE record_id = $1 ORDER BY id', [staff._id]);
    const actor = { _id: admin._id, role: 'admin' };
    expect(rows).toEqual([
      { actor, resource: 'staff', action: 'disabled', changes: { disabled: { from: false, to: true } } },
      { actor, resource: 'staff', action: 'enabled', changes: { disabled: { from: true, to: false }, lastName: { from: 'Das', to: 'Dasgupta' } } },
      { actor, resource: 'staff', action: 'updated', changes: { role: { from: 'staff', to: 'admin' } } },
    ]);
  });

  it('keeps the last active admin: neither disabled nor demoted (409), while another admin may be', async () => {
    // Only admins of this spec's making: the ones earlier tests made are disabled or demoted first, by a staff-less bypass.
    await world.database.pool.query(`UPDATE users SET disabled = true WHERE role = 'admin'`);
    const first = await account('admin');
    const second = await account('admin');

    await world.handler.execute(new UpdateStaffAccountCommand(second._id, { role: 'staff' }, first));
    expect(await refusal(world.handler.execute(new UpdateStaffAccountCommand(first._id, { disabled: true }, second)))).toEqual({
      kind: 'conflict',
      message: 'The shop needs at least one active admin: make another account an admin first',
      field: 'disabled',
    });
    expect(await refusal(world.handler.execute(new UpdateStaffAccountCommand(first._id, { role: 'staff' }, second)))).toEqual({
      kind: 'conflict',
      message: 'The shop needs at least one active admin: make another account an admin first',
      field: 'role',
    });
    expect(await row(first._id)).toMatchObject({ role: 'admin', disabled: false });

    // Two admins disabling each other at once: one goes through, the other finds itself the last.
    await world.handler.execute(new UpdateStaffAccountCommand(second._id, { role: 'admin' }, first));
    const outcomes = await Promise.allSettled([
      world.handler.execute(new UpdateStaffAccountCommand(second._id, { disabled: true }, first)),
      world.handler.execute(new UpdateStaffAccountCommand(first._id, { disabled: true }, second)),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const active = await world.database.pool.query(`SELECT count(*)::int AS n FROM users WHERE role = 'admin' AND NOT disabled`);
    expect(active.rows[0].n).toBe(1);
  });

  it.each([
    ['a customer', async () => (await account('customer'))._id],
    ['an unknown id', async () => randomUUID()],
    ['a malformed id', async () => 'nope'],
  ])('answers not found for %s', async (_what, id) => {
    const admin = await account('admin');
    const target = await id();

    expect(await refusal(world.handler.execute(new UpdateStaffAccountCommand(target, { disabled: true }, admin)))).toEqual({
      kind: 'not_found',
      message: 'Staff account not found',
    });
  });
});
