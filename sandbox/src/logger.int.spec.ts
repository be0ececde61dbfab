import { Writable } from 'node:stream';
import { createSandboxLogger } from './logger.js';
import { startSandbox, type RunningSandbox } from './server.js';

const KEY_ID = 'rzp_test_logs';
const KEY_SECRET = 'logs_secret';

describe("the sandbox's log lines", () => {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    const logger = createSandboxLogger('info', destination);
    sandbox = await startSandbox({ port: 0, keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: 'w', webhookUrl: '', logger });
  });
  afterAll(() => sandbox.close());

  it('have the shape of every process of the shop: level, ISO time, service, msg', () => {
    expect(lines[0]).toEqual(expect.objectContaining({ level: 30, service: 'sandbox', msg: 'razorpay sandbox listening' }));
    expect(new Date(lines[0]!.time as string).toISOString()).toBe(lines[0]!.time);
    expect(lines[0]).not.toHaveProperty('pid');
  });

  it('write one access line per request, as the api does, with the route and the refusal', async () => {
    lines.length = 0;
    const auth = { authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}` };
    await fetch(`${sandbox.url}/v1/orders/order_DoesNotExist00`, { headers: auth });
    await fetch(`${sandbox.url}/v1/checkout.js?v=1`);
    await fetch(`${sandbox.url}/nowhere`);

    expect(lines).toEqual([
      {
        level: 30,
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        service: 'sandbox',
        reqId: expect.any(String),
        method: 'GET',
        route: '/v1/orders/:id',
        url: '/v1/orders/order_DoesNotExist00',
        status: 400,
        durationMs: expect.any(Number),
        refusal: 'The id provided does not exist',
        msg: 'request',
      },
      expect.objectContaining({ level: 30, route: '/v1/checkout.js', url: '/v1/checkout.js?v=1', status: 200, msg: 'request' }),
      expect.objectContaining({ level: 30, url: '/nowhere', status: 404, msg: 'request' }),
    ]);
    expect(lines[1]).not.toHaveProperty('refusal');
  });
});
