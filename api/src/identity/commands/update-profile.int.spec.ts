import { refusal } from '../../platform/testing/command-spec.js';
import { type ResetWorld, resetWorld } from '../password-reset/reset-world.fixture.js';
import { UpdateProfileCommand, UpdateProfileHandler } from './update-profile.js';

describe('UpdateProfile', () => {
  let world: ResetWorld;
  let handler: UpdateProfileHandler;
  beforeAll(async () => {
    world = await resetWorld('update_profile');
    handler = new UpdateProfileHandler(world.database.pool, world.users);
  });
  afterAll(() => world.close());

  it('renames the account, one name or both, and the account as signed-in requests see it changes at once', async () => {
    const asha = await world.account('asha@example.in');
    expect(await world.users.findAccount(asha._id)).toEqual(asha); // now kept in memory
    expect(await handler.execute(new UpdateProfileCommand(asha, { lastName: 'Iyer' }))).toEqual({ ...asha, lastName: 'Iyer' });
    expect(await world.users.findAccount(asha._id)).toEqual({ ...asha, lastName: 'Iyer' });
    expect(await handler.execute(new UpdateProfileCommand(asha, { firstName: 'Asha M', lastName: 'Rao' }))).toEqual({ ...asha, firstName: 'Asha M' });
  });

  it('changes nothing when given no name, and refuses an account disabled meanwhile', async () => {
    const ravi = await world.account('ravi@example.in');
    const before = (await world.database.pool.query('SELECT updated_at FROM users WHERE id = $1', [ravi._id])).rows[0];
    expect(await handler.execute(new UpdateProfileCommand(ravi, {}))).toEqual(ravi);
    expect((await world.database.pool.query('SELECT updated_at FROM users WHERE id = $1', [ravi._id])).rows[0]).toEqual(before);
    await world.database.pool.query('UPDATE users SET disabled = true WHERE id = $1', [ravi._id]);
    expect(await refusal(handler.execute(new UpdateProfileCommand(ravi, { firstName: 'R' })))).toEqual({ kind: 'unauthenticated', message: 'Invalid token' });
  });
});
