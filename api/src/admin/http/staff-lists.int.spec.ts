import { enqueueMail } from '../../mail/index.js';
import { placed } from '../../ordering/testing/order-events.fixture.js';
import { raiseAlert } from '../../platform/alerts/alerts.js';
import { given } from '../../platform/testing/command-spec.js';
import { eventually } from '../../platform/testing/eventually.js';
import { requested } from '../../returns/read-models/returns/returns-events.fixture.js';
import { returnsProjection } from '../../returns/read-models/returns/returns.projection.js';
import { returnStream } from '../../returns/index.js';
import { adminWorld, type AdminWorld } from './admin-world.fixture.js';
import { listParameters } from '../../platform/testing/test-app.js';

/** Ids are UUIDs; these sort as their numbers do. */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const on = (day: number) => new Date(Date.UTC(2026, 10, day, 10)).toISOString();

/** Every list of the staff surface, with a filter field each takes as text. */
const LISTS = [
  ['products', 'q'],
  ['orders', 'q'],
  ['customers', 'q'],
  ['reviews', 'q'],
  ['returns', 'q'],
  ['staff', 'q'],
  ['audit', 'recordId'],
  ['alerts', 'kind'],
  ['mails', 'customerId'],
] as const;

// What every list does with react-admin's parameters, whatever the resource: each resource has
// its own spec for its filters and sorts.
describe('the staff lists (ra-data-simple-rest parameters)', () => {
  let w: AdminWorld;
  let admin: string;
  const list = (resource: string, query: Record<string, unknown>) => {
    const params = new URLSearchParams(listParameters(query));
    return w.get(`/api/admin/${resource}?${params}`, admin);
  };

  beforeAll(async () => {
    w = await adminWorld('staff_lists', [returnsProjection]);
    admin = await w.t.adminToken();
    const customers = [await w.t.customer(), await w.t.customer()].map(({ user }) => ({ ...user, firstName: 'Asha', lastName: 'Rao' }));
    for (const n of [1, 2]) {
      await w.t
        .http()
        .post('/api/admin/staff')
        .set('authorization', `Bearer ${admin}`)
        .send({ firstName: 'Kiran', lastName: `Das${n}`, email: `lists${n}@petshop.in`, password: 'Staff1', role: 'staff' })
        .expect(201);
      await w.record(id(n), [placed({ orderId: id(n), orderNumber: `PS-${1000 + n}`, customer: customers[n - 1]!, at: on(n) })]);
      const customer = customers[n - 1]!;
      await given(w.store, returnStream(id(10 + n)), [requested(id(10 + n), n, customer._id)], {
        actor: { _id: customer._id, role: 'customer' },
        correlationId: id(10 + n),
        causationId: id(10 + n),
      });
      await raiseAlert(w.t.database.pool, { key: `spec-${n}`, kind: 'refund', orderId: id(n), message: `Refund ${n} refused` });
      const data = { name: customer.firstName, reason: 'lists', sampleAmount: n };
      await enqueueMail(w.t.database.pool, { key: `event:${id(n)}:mail-check`, template: 'mail-check', to: customer.email, customerId: customer._id, data });
    }
    const product = (await w.t.http().get('/api/products').query({ limit: 1 }).expect(200)).body.products[0];
    for (const name of ['Asha Rao', 'Vikram Singh']) {
      await w.t
        .http()
        .post('/api/reviews')
        .send({ email: 'lists@example.in', fullName: name, review: 'Sturdy', rating: 5, productId: product._id })
        .expect(201);
    }
    await eventually(async () => expect((await list('returns', {}).expect(200)).body).toHaveLength(2));
    await eventually(async () => expect((await list('orders', {}).expect(200)).body).toHaveLength(2));
  });
  afterAll(() => w.close());

  it.each(LISTS)('%s: a NUL character in the JSON filter is a 400 naming the field, not a database error', async (resource, field) => {
    const response = await list(resource, { filter: { [field]: 'a\u0000b' } });
    const message = `filter.${field} must not contain a NUL character (\\u0000)`;
    expect([response.status, response.body]).toEqual([400, { status: false, message, errors: [{ field: `filter.${field}`, message }] }]);
  });

  it.each(LISTS)('%s: a NUL character in a filter key or an array is refused too', async (resource) => {
    const keyed = await list(resource, { filter: { 'q\u0000': 'x' } });
    expect([keyed.status, keyed.body.errors]).toEqual([400, [{ field: 'filter.q\\u0000', message: expect.any(String) }]]);
    const listed = await list(resource, { filter: { id: ['a', 'b\u0000'] } });
    expect([listed.status, listed.body.errors]).toEqual([400, [{ field: 'filter.id.1', message: expect.any(String) }]]);
  });

  it.each(LISTS)("%s: sorts by id both ways (react-admin's default sort)", async (resource) => {
    const ids = async (order: string) =>
      (await list(resource, { sort: ['id', order], range: [0, 99] }).expect(200)).body.map((r: { id: unknown }) => String(r.id));
    const ascending = await ids('ASC');
    expect(ascending.length).toBeGreaterThanOrEqual(2);
    // Audit entries' ids are numbers, the others' text (UUIDs, alert keys) compared as the database's C collation does.
    const numeric = ascending.every((one: string) => /^\d+$/.test(one));
    const sorted = [...ascending].sort((a, b) => (numeric ? Number(a) - Number(b) : a < b ? -1 : a > b ? 1 : 0));
    expect(ascending).toEqual(sorted);
    expect(await ids('DESC')).toEqual([...sorted].reverse());
  });

  it.each(LISTS)('%s: a sort on a field it does not have is a 400 naming sort', async (resource) => {
    const response = await list(resource, { sort: ['passwordHash', 'ASC'] });
    expect([response.status, response.body.errors?.[0]?.field]).toEqual([400, 'sort']);
  });

  it('alerts: open first and newest first unless sorted, and sorted by the fields an alert has', async () => {
    await raiseAlert(w.t.database.pool, { key: 'spec-1', kind: 'refund', orderId: id(1), message: 'Refund 1 refused again' });
    const keys = async (query: Record<string, unknown>) => (await list('alerts', query).expect(200)).body.map((alert: { id: string }) => alert.id);
    expect(await keys({})).toEqual(['spec-1', 'spec-2']);
    expect(await keys({ sort: ['lastAt', 'ASC'] })).toEqual(['spec-2', 'spec-1']);
    expect(await keys({ sort: ['attempts', 'DESC'] })).toEqual(['spec-1', 'spec-2']);
    expect(await keys({ sort: ['firstAt', 'DESC'] })).toEqual(['spec-2', 'spec-1']);
    expect(await keys({ sort: ['orderId', 'ASC'] })).toEqual(['spec-1', 'spec-2']);
    expect(await keys({ sort: ['resolvedAt', 'ASC'] })).toEqual(['spec-1', 'spec-2']);
    await list('alerts', { sort: ['message', 'ASC'] }).expect(400);
  });

  it.each(LISTS)('%s: a range whose end is before its start is a 400 naming range', async (resource) => {
    const response = await list(resource, { range: [10, 0] });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: false, message: expect.stringMatching(/range/), errors: [{ field: 'range', message: expect.any(String) }] });
    await list(resource, { range: [1, 1] }).expect(200);
  });
});
