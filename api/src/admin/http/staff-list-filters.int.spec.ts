import { ORDER_STATUSES, PAYMENT_STATUSES } from '@petshop/contract/moves';
import { enqueueMail } from '../../mail/index.js';
import { placed } from '../../ordering/testing/order-events.fixture.js';
import { raiseAlert, resolveAlert } from '../../platform/alerts/alerts.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import { given } from '../../platform/testing/command-spec.js';
import { eventually } from '../../platform/testing/eventually.js';
import { requested } from '../../returns/read-models/returns/returns-events.fixture.js';
import { returnsProjection } from '../../returns/read-models/returns/returns.projection.js';
import { returnStream } from '../../returns/index.js';
import { adminWorld, type AdminWorld } from './admin-world.fixture.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const on = (day: number) => new Date(Date.UTC(2026, 10, day, 10)).toISOString();

/** Every list the staff surface is known to have: the routes found must include them all (so the table below is never empty by mistake). */
const KNOWN_LISTS = ['alerts', 'audit', 'customers', 'mails', 'orders', 'products', 'read-model-checks', 'returns', 'reviews', 'settings', 'staff'];
/** GET routes under /api/admin without a parameter that are no list: anything else found there must answer as one. */
const NOT_LISTS = ['dashboard', 'operations'];

type Row = Record<string, unknown>;

// A list's filters, as the contract has them: a key it does not offer, or a value not of its key's
// kind, is a 400 naming the key (it used to answer the whole list). Every list is found from the
// API's own routes, so a list added later without declaring its filters fails here.
describe('the staff lists’ filters', () => {
  let w: AdminWorld;
  let admin: string;
  let lists: string[];
  let parameters: Record<string, { name: string; description?: string }[]>;
  const customers: { _id: string; email: string }[] = [];
  const staffIds: string[] = [];
  const productIds: string[] = [];

  const list = (resource: string, query: Record<string, unknown>) => {
    const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
    return w.get(`/api/admin/${resource}?${params}`, admin);
  };
  const records = async (resource: string, filter: Row = {}): Promise<Row[]> => (await list(resource, { filter, range: [0, 99] }).expect(200)).body;
  /** The keys a list offers, as its refusal of an unknown key names them. */
  const offered = async (resource: string): Promise<string[]> => {
    const { body } = await list(resource, { filter: { nope: 1 } }).expect(400);
    const named = /\(it offers (.*)\)$/.exec(body.message)?.[1];
    return !named || named === 'none' ? [] : named.split(', ');
  };

  beforeAll(async () => {
    w = await adminWorld('staff_list_filters', [returnsProjection]);
    admin = await w.t.adminToken();
    for (const n of [1, 2]) {
      const { user } = await w.t.customer({ firstName: `Filter${n}`, lastName: 'Rao' });
      customers.push(user);
      const member = { firstName: 'Kiran', lastName: `Filters${n}`, email: `filters${n}@petshop.in`, password: 'Staff1', role: n === 1 ? 'staff' : 'admin' };
      staffIds.push((await w.t.http().post('/api/admin/staff').set('authorization', `Bearer ${admin}`).send(member).expect(201)).body.id);
      await w.record(id(n), [placed({ orderId: id(n), orderNumber: `PF-${1000 + n}`, customer: user, at: on(n) })]);
      await given(w.store, returnStream(id(10 + n)), [requested(id(10 + n), n, user._id)], {
        actor: { _id: user._id, role: 'customer' },
        correlationId: id(10 + n),
        causationId: id(10 + n),
      });
      await raiseAlert(w.t.database.pool, { key: `filters-${n}`, kind: 'refund', orderId: id(n), message: `Refund ${n} refused` });
      await enqueueMail(w.t.database.pool, {
        key: `event:${id(n)}:mail-check`,
        template: 'mail-check',
        to: user.email,
        customerId: user._id,
        data: { name: `Filter${n}`, reason: 'filters', sampleAmount: n },
      });
    }
    await resolveAlert(w.t.database.pool, 'filters-2');
    const products = (await w.t.http().get('/api/products').query({ limit: 3 }).expect(200)).body.products as { _id: string }[];
    productIds.push(...products.map((product) => product._id));
    for (const name of ['Asha Visible', 'Vikram Hidden']) {
      await w.t
        .http()
        .post('/api/reviews')
        .send({ email: 'filters@example.in', fullName: name, review: 'Sturdy', rating: 5, productId: productIds[0] })
        .expect(201);
    }
    const hidden = (await records('reviews', { q: 'Vikram Hidden' }))[0]!;
    await w.t.http().put(`/api/admin/reviews/${hidden.id}`).set('authorization', `Bearer ${admin}`).send({ visible: false }).expect(200);
    const document = (await w.t.http().get('/api/docs/openapi.json').expect(200)).body as {
      paths: Record<string, { get?: { parameters?: { name: string; description?: string }[] } }>;
    };
    lists = Object.entries(document.paths)
      .filter(([path, methods]) => methods.get && /^\/api\/admin\/[\w-]+$/.test(path))
      .map(([path]) => path.slice('/api/admin/'.length))
      .filter((resource) => !NOT_LISTS.includes(resource));
    parameters = Object.fromEntries(lists.map((resource) => [resource, document.paths[`/api/admin/${resource}`]!.get!.parameters ?? []]));
    await eventually(async () => expect(await records('returns', { status: 'requested' })).toHaveLength(2));
    await eventually(async () => expect(await records('orders')).toHaveLength(2));
  });
  afterAll(() => w.close());

  it('finds every list among the routes, and each answers as one (Content-Range)', async () => {
    expect(lists).toEqual(expect.arrayContaining(KNOWN_LISTS));
    for (const resource of lists) {
      const response = await list(resource, {});
      expect([resource, response.status, response.headers['content-range']]).toEqual([
        resource,
        200,
        expect.stringMatching(new RegExp(`^${resource} \\d+-\\d+/\\d+$`)),
      ]);
    }
  });

  it('describes, on every list, the filters it takes and its sort fields in the OpenAPI document, as the list checks them', async () => {
    for (const resource of lists) {
      const described = Object.fromEntries(parameters[resource]!.map(({ name, description }) => [name, description]));
      const keys = await offered(resource);
      expect([resource, Object.keys(described)]).toEqual([resource, ['range', 'filter', 'sort']]);
      if (!keys.length) expect([resource, described.filter]).toEqual([resource, 'This list has no filter: any key is a 400.']);
      for (const key of keys) expect([resource, described.filter]).toEqual([resource, expect.stringMatching(new RegExp(`[:;] ${key}: [a-z]`))]);
      expect([resource, described.sort]).toEqual([resource, expect.stringMatching(/^\["field","ASC"\|"DESC"\], the field one of id(, |;|$)/)]);
    }
    expect(parameters.orders!.find(({ name }) => name === 'filter')!.description).toContain(
      'createdAt_gte: a date (YYYY-MM-DD) or an instant with its offset (ISO 8601)',
    );
  });

  it('refuses, on every list, a filter key it does not offer, naming the key', async () => {
    for (const resource of lists) {
      const response = await list(resource, { filter: { passwordHash: 'x' } });
      expect([resource, response.status, response.body.errors?.[0]?.field, response.body.message]).toEqual([
        resource,
        400,
        'filter.passwordHash',
        expect.stringMatching(/^filter\.passwordHash is not a filter of this list/),
      ]);
    }
  });

  it('refuses, on every list and for each of its filters, an object, an array or 60 nested objects where a value belongs', async () => {
    const nested = JSON.parse(`${'{"a":'.repeat(60)}1${'}'.repeat(60)}`);
    for (const resource of lists) {
      for (const key of await offered(resource)) {
        for (const value of [{ $ne: null }, nested, ...(key === 'id' ? [] : [['a', 'b']])]) {
          const response = await list(resource, { filter: { [key]: value } });
          expect([resource, key, response.status, response.body.errors?.[0]?.field, response.body.message]).toEqual([
            resource,
            key,
            400,
            `filter.${key}`,
            expect.stringMatching(new RegExp(`^filter\\.${key} must be `)),
          ]);
        }
      }
    }
  });

  it.each([
    ['orders', { createdAt_gte: 'not-a-date' }, 'createdAt_gte', 'a date (YYYY-MM-DD) or an instant with its offset (ISO 8601)'],
    ['orders', { createdAt_lte: '2026-13-01' }, 'createdAt_lte', 'a date (YYYY-MM-DD) or an instant with its offset (ISO 8601)'],
    ['orders', { orderStatus: 'lost' }, 'orderStatus', `one of ${ORDER_STATUSES.join(', ')}`],
    ['customers', { q: { $ne: null } }, 'q', 'text of at most 100 characters'],
    ['customers', { q: ['asha'] }, 'q', 'text of at most 100 characters'],
    ['reviews', { visible: 'true' }, 'visible', 'true or false'],
    ['alerts', { open: 'false' }, 'open', 'true or false'],
    ['products', { id: [{ $gt: '' }] }, 'id', 'an id or a list of at most 100 ids'],
    ['audit', { recordId: 42 }, 'recordId', 'an id (text of 1 to 100 characters)'],
  ])('%s: refuses %j saying what the key takes', async (resource, filter, key, kind) => {
    const response = await list(resource, { filter });
    const message = `filter.${key} must be ${kind}`;
    expect([response.status, response.body]).toEqual([400, { status: false, message, errors: [{ field: `filter.${key}`, message }] }]);
  });

  it('refuses a filter that is not JSON, or no JSON object', async () => {
    for (const [filter, message] of [
      ['{q:1}', 'filter must be JSON'],
      ['["q"]', 'filter must be a JSON object'],
      ['null', 'filter must be a JSON object'],
    ]) {
      const response = await list('orders', { filter });
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
  });

  it('takes every filter the console sends, and filters by it', async () => {
    const [c1, c2] = customers;
    const pending = (await records('orders'))[0]!.orderStatus as string;
    const unpaid = (await records('orders'))[0]!.paymentStatus as string;
    const otherStatus = ORDER_STATUSES.find((status) => status !== pending)!;
    const otherPayment = PAYMENT_STATUSES.find((status) => status !== unpaid)!;
    const cases: [string, Row, (rows: Row[]) => unknown, unknown][] = [
      // The order list: search, status tabs (and their counts), payment, dates, and a customer's orders.
      ['orders', { q: 'PF-1001' }, (rows) => rows.map((row) => row.orderNumber), ['PF-1001']],
      ['orders', { orderStatus: pending }, (rows) => rows.length, 2],
      ['orders', { orderStatus: otherStatus }, (rows) => rows.length, 0],
      ['orders', { paymentStatus: otherPayment, q: 'PF' }, (rows) => rows.length, 0],
      ['orders', { createdAt_gte: '2026-11-02' }, (rows) => rows.map((row) => row.orderNumber), ['PF-1002']],
      ['orders', { createdAt_lte: '2026-11-01' }, (rows) => rows.map((row) => row.orderNumber), ['PF-1001']],
      ['orders', { customerId: c2!._id }, (rows) => rows.map((row) => row.orderNumber), ['PF-1002']],
      // A review's product (ReferenceField: getMany) and the product search.
      ['products', { id: productIds.slice(0, 2) }, (rows) => rows.map((row) => row.id).sort(), productIds.slice(0, 2).sort()],
      ['customers', { q: c1!.email }, (rows) => rows.map((row) => row.email), [c1!.email]],
      ['reviews', { visible: false, q: 'filters' }, (rows) => rows.map((row) => row.fullName), ['Vikram Hidden']],
      ['reviews', { visible: true, q: 'Vikram' }, (rows) => rows.length, 0],
      ['returns', { status: 'requested', q: c1!.email }, (rows) => rows.map((row) => row.returnNumber), [`RT-${id(11)}`]],
      ['returns', { status: 'refunded' }, (rows) => rows.length, 0],
      ['staff', { role: 'staff', q: 'Filters' }, (rows) => rows.map((row) => row.lastName), ['Filters1']],
      ['audit', { resource: 'staff', recordId: staffIds[1] }, (rows) => rows.map((row) => row.recordId), [staffIds[1]]],
      ['alerts', { open: true, kind: 'refund' }, (rows) => rows.map((row) => row.id), ['filters-1']],
      ['alerts', { open: false, kind: 'refund' }, (rows) => rows.map((row) => row.id).sort(), ['filters-1', 'filters-2']],
      ['alerts', { kind: 'mail' }, (rows) => rows.length, 0],
      ['mails', { customerId: c1!._id }, (rows) => rows.map((row) => row.customerId), [c1!._id]],
    ];
    for (const [resource, filter, read, expected] of cases) {
      expect([resource, filter, read(await records(resource, filter))]).toEqual([resource, filter, expected]);
    }
  });

  it('sorts numeric ids as numbers: the audit log by id, newest first, is 21, 20, …, 2, 1', async () => {
    const actor = { _id: null, role: 'system' as const, name: 'spec' };
    for (let n = 0; n < 21; n++) {
      await recordAudit(w.t.database.pool, { actor, resource: 'settings', recordId: 'store', action: `change ${n}`, changes: {} });
    }
    const ids = (await list('audit', { sort: ['id', 'DESC'], range: [0, 99] }).expect(200)).body.map((entry: Row) => Number(entry.id));
    expect(ids.length).toBeGreaterThanOrEqual(21);
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => ids.length - i));
    const ascending = (await list('audit', { sort: ['id', 'ASC'], range: [0, 99] }).expect(200)).body.map((entry: Row) => Number(entry.id));
    expect(ascending).toEqual([...ids].reverse());
  });
});
