import { refusal } from '../../platform/testing/command-spec.js';
import { resetWorld } from '../password-reset/reset-world.fixture.js';
import { UpdateProfileCommand, UpdateProfileHandler } from './update-profile.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('UpdateProfile', () => {
  const world = suiteWorld(async () => {
    const made = await resetWorld('update_profile');
    return { ...made, handler: new UpdateProfileHandler(made.database.pool, made.users) };
  });

  it('renames the account, one name or both, and the account as signed-in requests see it changes at once', async () => {
    const asha = await world.account('asha@example.in');
    expect(await world.users.findAccount(asha._id)).toEqual(asha); // now kept in memory
    expect(await world.handler.execute(new UpdateProfileCommand(asha, { lastName: 'Iyer' }))).toEqual({ ...asha, lastName: 'Iyer' });
    expect(await world.users.findAccount(asha._id)).toEqual({ ...asha, lastName: 'Iyer' });
    expect(await world.handler.execute(new UpdateProfileCommand(asha, { firstName: 'Asha M', lastName: 'Rao' }))).toEqual({ ...asha, firstName: 'Asha M' });
  });

  it('changes nothing when given no name, and refuses an account disabled meanwhile', async () => {
    const ravi = await world.account('ravi@example.in');
    const before = (await world.database.pool.query('SELECT updated_at FROM users WHERE id = $1', [ravi._id])).rows[0];
    expect(await world.handler.execute(new UpdateProfileCommand(ravi, {}))).toEqual(ravi);
    expect((await world.database.pool.query('SELECT updated_at FROM users WHERE id = $1', [ravi._id])).rows[0]).toEqual(before);
    await world.database.pool.query('UPDATE users SET disabled = true WHERE id = $1', [ravi._id]);
    expect(await refusal(world.handler.execute(new UpdateProfileCommand(ravi, { firstName: 'R' })))).toEqual({
      kind: 'unauthenticated',
      message: 'Invalid token',
    });
  });
});
