import { createTestApp } from '../testing/test-app.js';
import { suiteWorld } from '../testing/suite-world.js';

// X-Forwarded-For and X-Forwarded-Proto decide the client's address (which the write limits count
// by) and the queue board cookie's Secure flag: they count only when TRUST_PROXY's proxies send them.
describe.each([
  ['nobody (the default)', {}],
  ['the proxy at 127.0.0.1', { TRUST_PROXY: '127.0.0.1' }],
  ['one hop', { TRUST_PROXY: '1' }],
] as const)('trusting %s', (trusting, env) => {
  const trusted = 'TRUST_PROXY' in env;
  const t = suiteWorld(async () => {
    const made = await createTestApp('trusted_proxies', { ...env, SIGNUPS_PER_ADDRESS_PER_MINUTE: '2' });
    return { ...made, admin: await made.adminToken() };
  });

  let sent = 0;
  const signUp = (forwardedFor?: string) =>
    t
      .http()
      .post('/api/auth/signup')
      .set(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {})
      .send({ firstName: 'Asha', lastName: 'Rao', email: `proxied${++sent}@example.in`, password: 'Pass1' });
  const boardCookie = async (headers: Record<string, string>) => {
    const response = await t
      .http()
      .post('/api/admin/queues/session')
      .set({ authorization: `Bearer ${t.admin}`, ...headers })
      .send({})
      .expect(200);
    return String(response.headers['set-cookie']);
  };

  it(`${trusted ? 'marks' : 'never marks'} the queue board cookie Secure for X-Forwarded-Proto: https`, async () => {
    const secure = async (headers: Record<string, string>) => /;\s*Secure/i.test(await boardCookie(headers));
    expect(await secure({})).toBe(false);
    expect(await secure({ 'x-forwarded-proto': 'https' })).toBe(trusted);
  });

  if (trusted) {
    it('counts each client behind the proxy by the address the proxy forwards, and ignores what the client wrote before it', async () => {
      await signUp('203.0.113.1').expect(201);
      // A client that sends its own X-Forwarded-For gets it passed on with its real address appended.
      await signUp('198.51.100.7, 203.0.113.1').expect(201);
      await signUp('198.51.100.8, 203.0.113.1').expect(429);
      await signUp('203.0.113.2').expect(201);
    });
  } else {
    it('counts a client that forges X-Forwarded-For by the address it connects from', async () => {
      await signUp('203.0.113.1').expect(201);
      await signUp('203.0.113.2').expect(201);
      await signUp('203.0.113.3').expect(429);
      await signUp().expect(429);
    });
  }
});
