import { randomUUID } from 'node:crypto';
import { staffMailSchema } from '@petshop/contract';
import { enqueueMail } from '../../mail/index.js';
import { createTestApp, type TestApp, listParameters } from '../../platform/testing/test-app.js';

describe('/api/admin/mails and a customer’s password-reset code', () => {
  let t: TestApp;
  let admin: string;
  let adminUser: { _id: string; email: string };
  let staff: string;
  let staffId: string;
  let asha: { token: string; user: { _id: string; email: string } };
  let ravi: { token: string; user: { _id: string; email: string } };
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const mails = (token: string, query: Record<string, unknown> = {}) => t.http().get('/api/admin/mails').query(listParameters(query)).set(as(token));
  const resend = (token: string, key: string) =>
    t
      .http()
      .post(`/api/admin/mails/${encodeURIComponent(key)}/resend`)
      .set(as(token));
  /** What the audit log holds about a customer, as staff read it. */
  const customerAudit = (token: string, customerId: string) =>
    t
      .http()
      .get('/api/admin/audit')
      .query(listParameters({ filter: { resource: 'customers', recordId: customerId } }))
      .set(as(token))
      .expect(200);
  const outboxCount = async () => (await t.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox')).rows[0]!.n;

  /** A mail in the outbox as a reaction would enqueue it, then sent by the worker (unless `status` says otherwise). */
  async function mail(key: string, customerId: string | null, to: string, at: string, status: 'sent' | 'pending' | 'failed' = 'sent') {
    await enqueueMail(t.database.pool, { key, template: 'mail-check', to, customerId, data: { name: 'Asha', reason: key, sampleAmount: 1299.5 } });
    await t.database.pool.query(
      `UPDATE mail_outbox SET created_at = $2, status = $3, attempts = CASE WHEN $3 = 'pending' THEN 0 ELSE 1 END,
         sent_at = CASE WHEN $3 = 'sent' THEN $2::timestamptz + interval '1 second' END,
         last_error = CASE WHEN $3 = 'failed' THEN '451 try again later' END
       WHERE key = $1`,
      [key, at, status],
    );
  }

  beforeAll(async () => {
    t = await createTestApp('admin_mails');
    admin = await t.adminToken();
    adminUser = (await t.http().get('/api/auth/me').set(as(admin))).body.user;
    ({ token: staff, id: staffId } = await t.staff({ email: 'kiran.mails@petshop.in' }));
    asha = await t.customer({ email: 'asha.mails@example.in' });
    ravi = await t.customer({ email: 'ravi.mails@example.in', firstName: 'Ravi' });
    await mail('event:a1:mail-check', asha.user._id, 'asha.mails@example.in', '2026-03-01T10:00:00.000Z');
    await mail('event:a2:mail-check', asha.user._id, 'asha.mails@example.in', '2026-03-03T10:00:00.000Z', 'failed');
    await mail('event:a3:mail-check', asha.user._id, 'asha.mails@example.in', '2026-03-02T10:00:00.000Z', 'pending');
    await mail('event:r1:mail-check', ravi.user._id, 'ravi.mails@example.in', '2026-03-04T10:00:00.000Z');
    await mail('contact:c1', null, 'support@petshop.local', '2026-03-05T10:00:00.000Z');
  });
  afterAll(() => t.close());

  it("lists a customer's mails only, newest first, with what staff need and never the template's data", async () => {
    const response = await mails(staff, { filter: { customerId: asha.user._id } }).expect(200);
    expect(response.headers['content-range']).toBe('mails 0-2/3');
    for (const record of response.body) expect(staffMailSchema.strict().parse(record)).toEqual(record);
    expect(response.body).toEqual([
      {
        id: 'event:a2:mail-check',
        customerId: asha.user._id,
        template: 'mail-check',
        subject: 'Mail from Pawsome Supplies works: event:a2:mail-check',
        recipient: 'asha.mails@example.in',
        status: 'failed',
        attempts: 1,
        lastError: '451 try again later',
        createdAt: '2026-03-03T10:00:00.000Z',
        sentAt: null,
        resentFrom: null,
      },
      expect.objectContaining({ id: 'event:a3:mail-check', status: 'pending', attempts: 0, sentAt: null }),
      expect.objectContaining({ id: 'event:a1:mail-check', status: 'sent', sentAt: '2026-03-01T10:00:01.000Z', lastError: null }),
    ]);
    expect(JSON.stringify(response.body)).not.toContain('1299.5');

    const ravis = await mails(staff, { filter: { customerId: ravi.user._id } }).expect(200);
    expect(ravis.body.map((record: { id: string }) => record.id)).toEqual(['event:r1:mail-check']);
    const nobody = await mails(staff, { filter: { customerId: 'not-a-uuid' } }).expect(200);
    expect(nobody.body).toEqual([]);
    expect(nobody.headers['content-range']).toBe('mails 0-0/0');
  });

  it('sorts, filters by status and pages like every staff list', async () => {
    const oldest = await mails(admin, { filter: { customerId: asha.user._id }, sort: ['createdAt', 'ASC'], range: [0, 1] }).expect(200);
    expect(oldest.body.map((record: { id: string }) => record.id)).toEqual(['event:a1:mail-check', 'event:a3:mail-check']);
    expect(oldest.headers['content-range']).toBe('mails 0-1/3');
    const byId = await mails(admin, { filter: { customerId: asha.user._id }, sort: ['id', 'DESC'] }).expect(200);
    expect(byId.body.map((record: { id: string }) => record.id)).toEqual(['event:a3:mail-check', 'event:a2:mail-check', 'event:a1:mail-check']);
    const sent = await mails(admin, { filter: { status: 'sent' } }).expect(200);
    expect(sent.body.map((record: { id: string }) => record.id)).toEqual(['contact:c1', 'event:r1:mail-check', 'event:a1:mail-check']);
    await mails(admin, { sort: ['data', 'ASC'] }).expect(400);
    await mails(admin, { filter: { status: 'bounced' } }).expect(400);

    const one = await t
      .http()
      .get(`/api/admin/mails/${encodeURIComponent('event:a1:mail-check')}`)
      .set(as(staff))
      .expect(200);
    expect(one.body).toMatchObject({ id: 'event:a1:mail-check', status: 'sent' });
    await t.http().get('/api/admin/mails/event%3Anope').set(as(staff)).expect(404);
  });

  it("resends a sent mail: exactly one new row, same template and data, to the account's address as it is now, and the audit log says who", async () => {
    // The customer changed their address since: the copy goes where they read mail today.
    await t.database.pool.query('UPDATE users SET email = $2 WHERE id = $1', [asha.user._id, 'asha.new@example.in']);
    const before = await outboxCount();
    const response = await resend(staff, 'event:a1:mail-check').expect(201);
    expect(await outboxCount()).toBe(before + 1);
    expect(response.body).toEqual({
      status: true,
      message: 'The mail is queued to be sent again',
      data: expect.objectContaining({
        id: expect.stringMatching(/^resend:event:a1:mail-check:[0-9a-f-]{36}$/),
        customerId: asha.user._id,
        template: 'mail-check',
        subject: 'Mail from Pawsome Supplies works: event:a1:mail-check',
        recipient: 'asha.new@example.in',
        status: 'pending',
        attempts: 0,
        sentAt: null,
        resentFrom: 'event:a1:mail-check',
      }),
    });
    const { rows } = await t.database.pool.query('SELECT key, data, recipient, status, resent_from FROM mail_outbox WHERE key = $1', [response.body.data.id]);
    const { rows: original } = await t.database.pool.query("SELECT data, status FROM mail_outbox WHERE key = 'event:a1:mail-check'");
    expect(rows).toEqual([
      { key: response.body.data.id, data: original[0].data, recipient: 'asha.new@example.in', status: 'pending', resent_from: 'event:a1:mail-check' },
    ]);
    expect(original[0].status).toBe('sent');

    const listed = await mails(staff, { filter: { customerId: asha.user._id }, sort: ['createdAt', 'DESC'], range: [0, 0] }).expect(200);
    expect(listed.body[0].id).toBe(response.body.data.id);

    expect((await customerAudit(staff, asha.user._id)).body).toEqual([
      expect.objectContaining({
        actor: { _id: staffId, email: 'kiran.mails@petshop.in', role: 'staff' },
        resource: 'customers',
        recordId: asha.user._id,
        action: 'mail resent',
        changes: { mail: { from: 'event:a1:mail-check', to: response.body.data.id } },
      }),
    ]);
  });

  it('resends a resend as a copy of the first mail, and to the original address once the account is gone', async () => {
    const first = (await resend(admin, 'event:r1:mail-check').expect(201)).body.data;
    await t.database.pool.query("UPDATE mail_outbox SET status = 'sent', sent_at = now() WHERE key = $1", [first.id]);
    const again = (await resend(admin, first.id).expect(201)).body.data;
    expect(again.id).toMatch(/^resend:event:r1:mail-check:[0-9a-f-]{36}$/);
    expect(again.resentFrom).toBe('event:r1:mail-check');
    const { rows } = await t.database.pool.query<{ key: string }>("SELECT key FROM mail_outbox WHERE resent_from = 'event:r1:mail-check' ORDER BY created_at");
    expect(rows.map((row) => row.key).sort()).toEqual([first.id, again.id].sort());

    const gone = randomUUID();
    await mail(`event:${gone.slice(0, 8)}:mail-check`, gone, 'left@example.in', '2026-02-01T10:00:00.000Z');
    const copy = (await resend(admin, `event:${gone.slice(0, 8)}:mail-check`).expect(201)).body.data;
    expect(copy).toMatchObject({ recipient: 'left@example.in', customerId: gone });
  });

  it('refuses what cannot be resent: unknown 404, not sent yet 409, a reset code, shop mail or erased customer’s mail 422, each adding no row', async () => {
    const before = await outboxCount();
    await resend(staff, 'event:nope:mail-check').expect(404);
    expect((await resend(staff, 'event:a3:mail-check').expect(409)).body.message).toBe('This mail has not gone out yet: the shop is still sending it');
    await resend(staff, 'event:a2:mail-check').expect(409);
    await resend(staff, 'contact:c1').expect(422);
    await t.database.pool.query(
      `INSERT INTO mail_outbox (key, template, recipient, customer_id, subject, data, status) VALUES ('reset-code:x:y', 'password-reset-code', $2, $1, 'Code', '{}', 'sent')`,
      [asha.user._id, 'asha.new@example.in'],
    );
    expect((await resend(staff, 'reset-code:x:y').expect(422)).body.message).toMatch(/new code/);
    // A customer erased since: the mail's recipient is blanked, and there is nobody to send it to.
    const erased = randomUUID();
    await t.database.pool.query(
      `INSERT INTO users (id, first_name, last_name, email, password_hash, role, erased_at) VALUES ($1, '', '', $2, '!', 'customer', now())`,
      [erased, `erased:${erased}`],
    );
    await mail(`event:${erased.slice(0, 8)}:mail-check`, erased, '[erased]', '2026-02-02T10:00:00.000Z');
    expect((await resend(staff, `event:${erased.slice(0, 8)}:mail-check`).expect(422)).body.message).toBe(
      "This customer's personal data was erased: the shop no longer mails them",
    );
    expect(await outboxCount()).toBe(before + 2); // the reset-code and erased customer's rows inserted above, nothing else
    await resend(staff, 'event:a1:mail-check').send({ to: 'elsewhere@example.in' }).expect(400);
  });

  it("sends a customer a password-reset code through identity's command, recorded in the audit log", async () => {
    const response = await t.http().post(`/api/admin/customers/${ravi.user._id}/password-reset`).set(as(staff)).expect(200);
    expect(response.body).toEqual({ status: true, message: 'A password reset code was sent to ravi.mails@example.in', sentTo: 'ravi.mails@example.in' });
    const { rows } = await t.database.pool.query(
      "SELECT recipient, customer_id::text AS customer FROM mail_outbox WHERE template = 'password-reset-code' AND key LIKE 'reset-code:%'",
    );
    expect(rows).toContainEqual({ recipient: 'ravi.mails@example.in', customer: ravi.user._id });
    expect(
      (await customerAudit(admin, ravi.user._id)).body.map(({ action, actor, changes }: Record<string, unknown>) => ({ action, actor, changes })),
    ).toContainEqual({
      action: 'password reset code sent',
      actor: { _id: staffId, email: 'kiran.mails@petshop.in', role: 'staff' },
      changes: { sentTo: { from: null, to: 'ravi.mails@example.in' } },
    });

    // Staff accounts are not customers; nor is an id that names nobody.
    await t.http().post(`/api/admin/customers/${staffId}/password-reset`).set(as(admin)).expect(404);
    await t.http().post(`/api/admin/customers/${adminUser._id}/password-reset`).set(as(admin)).expect(404);
    await t.http().post(`/api/admin/customers/${randomUUID()}/password-reset`).set(as(admin)).expect(404);
  });

  it('is for staff and admins: customers 403, no token 401', async () => {
    await mails(asha.token, { filter: { customerId: asha.user._id } }).expect(403);
    await t.http().get('/api/admin/mails').expect(401);
    await resend(asha.token, 'event:a1:mail-check').expect(403);
    await t
      .http()
      .post(`/api/admin/mails/${encodeURIComponent('event:a1:mail-check')}/resend`)
      .expect(401);
    await t.http().post(`/api/admin/customers/${asha.user._id}/password-reset`).set(as(asha.token)).expect(403);
    await t.http().post(`/api/admin/customers/${asha.user._id}/password-reset`).expect(401);
  });
});
