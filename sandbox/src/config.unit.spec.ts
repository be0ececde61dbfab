import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the contract defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3999,
      host: '127.0.0.1',
      keyId: 'rzp_test_sandbox',
      keySecret: 'sandbox_secret',
      webhookSecret: 'sandbox_webhook_secret',
      webhookUrl: 'http://127.0.0.1:3000/api/payments/razorpay/webhook',
      logLevel: 'info',
      stateFile: undefined,
    });
  });

  it('keeps state in SANDBOX_STATE_FILE, resolved against the working directory; empty means memory only', () => {
    expect(loadConfig({ SANDBOX_STATE_FILE: '/var/lib/sandbox/journal.jsonl' }).stateFile).toBe('/var/lib/sandbox/journal.jsonl');
    expect(loadConfig({ SANDBOX_STATE_FILE: '.data/sandbox/journal.jsonl' }).stateFile).toBe(`${process.cwd()}/.data/sandbox/journal.jsonl`);
    expect(loadConfig({ SANDBOX_STATE_FILE: '' }).stateFile).toBeUndefined();
    expect(loadConfig({ SANDBOX_STATE_FILE: '  ' }).stateFile).toBeUndefined();
  });

  it("sends webhooks to the shop's own PORT and HOST by default, a wildcard HOST on loopback, whatever PUBLIC_URL says", () => {
    const webhookUrl = (env: NodeJS.ProcessEnv) => loadConfig(env).webhookUrl;
    expect(webhookUrl({ PORT: '4100' })).toBe('http://127.0.0.1:4100/api/payments/razorpay/webhook');
    expect(webhookUrl({ PORT: '4100', PUBLIC_URL: 'http://localhost:3000' })).toBe('http://127.0.0.1:4100/api/payments/razorpay/webhook');
    expect(webhookUrl({ PORT: '4100', HOST: '0.0.0.0' })).toBe('http://127.0.0.1:4100/api/payments/razorpay/webhook');
    expect(webhookUrl({ PORT: '4100', HOST: '::' })).toBe('http://127.0.0.1:4100/api/payments/razorpay/webhook');
    expect(webhookUrl({ PORT: '4100', HOST: '10.0.0.7' })).toBe('http://10.0.0.7:4100/api/payments/razorpay/webhook');
    expect(webhookUrl({ PORT: '4100', HOST: '::1' })).toBe('http://[::1]:4100/api/payments/razorpay/webhook');
    expect(webhookUrl({ PORT: '4100', SANDBOX_WEBHOOK_URL: 'https://staging.example.in/api/payments/razorpay/webhook' })).toBe(
      'https://staging.example.in/api/payments/razorpay/webhook',
    );
  });

  it('reads overrides, with an empty webhook URL meaning "do not deliver"', () => {
    const config = loadConfig({ SANDBOX_PORT: '0', SANDBOX_WEBHOOK_URL: '', RAZORPAY_KEY_SECRET: 's3cret' });
    expect(config).toMatchObject({ port: 0, webhookUrl: '', keySecret: 's3cret' });
  });

  it('subscribes the webhook to the events SANDBOX_WEBHOOK_EVENTS lists, or to every event', () => {
    expect(loadConfig({}).webhookEvents).toBeUndefined();
    expect(loadConfig({ SANDBOX_WEBHOOK_EVENTS: 'payment.captured, refund.processed' }).webhookEvents).toEqual(['payment.captured', 'refund.processed']);
  });

  it.each([
    ['SANDBOX_WEBHOOK_EVENTS', ''],
    ['SANDBOX_WEBHOOK_EVENTS', 'payment.captured,payment.refunded'],
    ['SANDBOX_PORT', 'abc'],
    ['SANDBOX_PORT', '70000'],
    ['SANDBOX_PORT', '39.5'],
    ['PORT', 'eighty'],
    ['RAZORPAY_KEY_ID', 'rzp_live_abc'],
    ['RAZORPAY_KEY_SECRET', ''],
    ['RAZORPAY_WEBHOOK_SECRET', '  '],
    ['SANDBOX_WEBHOOK_URL', 'not a url'],
    ['SANDBOX_WEBHOOK_URL', 'ftp://example.com/hook'],
    ['LOG_LEVEL', 'loud'],
  ])('rejects %s=%j naming the variable', (variable, value) => {
    const attempt = () => loadConfig({ [variable]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(new RegExp(`^${variable} `));
  });
});
