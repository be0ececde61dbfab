import { auditEntrySchema } from '@petshop/contract';
import { addProduct } from '../../platform/testing/command-spec.js';
import { createTestApp, type TestApp, listParameters } from '../../platform/testing/test-app.js';

describe('/api/admin/audit (read-only, ra-data-simple-rest)', () => {
  let t: TestApp;
  let admin: string;
  let adminUser: { _id: string; email: string };
  let staff: string;
  let staffId: string;
  let reviewId: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const audit = (token: string, query: Record<string, unknown> = {}) => t.http().get('/api/admin/audit').query(listParameters(query)).set(as(token));

  beforeAll(async () => {
    t = await createTestApp('admin_audit');
    admin = await t.adminToken();
    adminUser = (await t.http().get('/api/auth/me').set(as(admin))).body.user;
    // An admin opens a staff account, then renames it; the staff member hides a review and shows it again; the admin changes a setting.
    const opened = { firstName: 'Kiran', lastName: 'Das', email: 'kiran@petshop.in', password: 'Staff1', role: 'staff' };
    staffId = (await t.http().post('/api/admin/staff').set(as(admin)).send(opened).expect(201)).body.id;
    await t.http().put(`/api/admin/staff/${staffId}`).set(as(admin)).send({ lastName: 'Dasgupta' }).expect(200);
    staff = (await t.http().post('/api/auth/login').send({ email: 'kiran@petshop.in', password: 'Staff1' }).expect(200)).body.token;
    const { id: productId } = await addProduct(t.database.pool);
    const review = { email: 'asha@example.in', fullName: 'Asha Rao', review: 'Great', rating: 5, productId };
    reviewId = (await t.http().post('/api/reviews').send(review).expect(201)).body.review._id;
    await t.http().put(`/api/admin/reviews/${reviewId}`).set(as(staff)).send({ visible: false }).expect(200);
    await t.http().put(`/api/admin/reviews/${reviewId}`).set(as(staff)).send({ visible: true }).expect(200);
    await t
      .http()
      .put('/api/admin/settings/store')
      .set(as(admin))
      .send({ siteName: 'Pawsome Supplies', supportEmail: 'support@petshop.local', monthlyOrderGoal: 300 })
      .expect(200);
  });
  afterAll(() => t.close());

  it('answers who changed what and when, newest first, with Content-Range', async () => {
    const response = await audit(admin).expect(200);
    expect(response.headers['content-range']).toBe('audit 0-4/5');
    for (const entry of response.body) expect(auditEntrySchema.strict().parse(entry)).toEqual(entry);
    const adminActor = { _id: adminUser._id, email: adminUser.email, role: 'admin' };
    const staffActor = { _id: staffId, email: 'kiran@petshop.in', role: 'staff' };
    expect(response.body.map(({ id: _id, at: _at, ...entry }: Record<string, unknown>) => entry)).toEqual([
      { actor: adminActor, resource: 'settings', recordId: 'store', action: 'updated', changes: { monthlyOrderGoal: { from: 100, to: 300 } } },
      { actor: staffActor, resource: 'reviews', recordId: reviewId, action: 'shown', changes: { visible: { from: false, to: true } } },
      { actor: staffActor, resource: 'reviews', recordId: reviewId, action: 'hidden', changes: { visible: { from: true, to: false } } },
      { actor: adminActor, resource: 'staff', recordId: staffId, action: 'updated', changes: { lastName: { from: 'Das', to: 'Dasgupta' } } },
      {
        actor: adminActor,
        resource: 'staff',
        recordId: staffId,
        action: 'created',
        changes: {
          firstName: { from: null, to: 'Kiran' },
          lastName: { from: null, to: 'Das' },
          email: { from: null, to: 'kiran@petshop.in' },
          role: { from: null, to: 'staff' },
        },
      },
    ]);
    const one = await t.http().get(`/api/admin/audit/${response.body[0].id}`).set(as(admin)).expect(200);
    expect(one.body).toEqual(response.body[0]);
  });

  it('filters by resource and record, sorts oldest first on request, and pages', async () => {
    const reviews = await audit(admin, { filter: { resource: 'reviews', recordId: reviewId } }).expect(200);
    expect(reviews.body.map((entry: { action: string }) => entry.action)).toEqual(['shown', 'hidden']);
    const oldest = await audit(admin, { filter: { resource: 'staff' }, sort: ['at', 'ASC'], range: [0, 0] }).expect(200);
    expect(oldest.body.map((entry: { action: string }) => entry.action)).toEqual(['created']);
    expect(oldest.headers['content-range']).toBe('audit 0-0/2');
    await audit(admin, { filter: { resource: 'orders' } }).expect(400);
    await audit(admin, { sort: ['actor', 'ASC'] }).expect(400);
    await t.http().get('/api/admin/audit/999999').set(as(admin)).expect(404);
    await t.http().get('/api/admin/audit/nope').set(as(admin)).expect(404);
  });

  it('shows staff the changes to reviews and settings but not to staff accounts; customers 403, no token 401', async () => {
    const seen = await audit(staff).expect(200);
    expect(seen.body.map((entry: { resource: string }) => entry.resource)).toEqual(['settings', 'reviews', 'reviews']);
    await audit(staff, { filter: { resource: 'staff' } }).expect(403);
    const staffEntry = (await audit(admin, { filter: { resource: 'staff' } })).body[0];
    await t.http().get(`/api/admin/audit/${staffEntry.id}`).set(as(staff)).expect(404);

    await audit((await t.customer()).token).expect(403);
    await t.http().get('/api/admin/audit').expect(401);
  });

  it('is read-only', async () => {
    await t.http().post('/api/admin/audit').set(as(admin)).send({}).expect(404);
    await t.http().delete('/api/admin/audit/1').set(as(admin)).expect(404);
  });
});
