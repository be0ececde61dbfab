import { ConfigError, loadConfig, workerMetricsPort } from './config.js';

describe('configuration', () => {
  it('runs on defaults, with the sandbox keys', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      EVENT_STORE: 'postgres',
      PAYMENTS_PROVIDER: 'sandbox',
      RAZORPAY_KEY_ID: 'rzp_test_sandbox',
      ADMIN_EMAIL: 'admin@petshop.local',
      PASSWORD_HASH_COST: 'standard',
    });
  });

  it('sends mail to the dev mailbox unless SMTP_URL names another server', () => {
    expect(loadConfig({}).SMTP_URL).toBe('smtp://127.0.0.1:2525');
    expect(loadConfig({ MAILBOX_SMTP_PORT: '2600' }).SMTP_URL).toBe('smtp://127.0.0.1:2600');
    expect(loadConfig({ SMTP_URL: 'smtps://shop:secret@smtp.example.in:465', MAILBOX_SMTP_PORT: '2600' }).SMTP_URL).toBe(
      'smtps://shop:secret@smtp.example.in:465',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.in/' }).PUBLIC_URL).toBe('https://shop.example.in');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL'],
    [{ EVENT_STORE: 'mongo' }, 'EVENT_STORE'],
    [{ PAYMENTS_PROVIDER: 'stripe' }, 'PAYMENTS_PROVIDER'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ JWT_EXPIRES_IN: 'soon' }, 'JWT_EXPIRES_IN'],
    [{ ADMIN_EMAIL: 'nobody' }, 'ADMIN_EMAIL'],
    [{ PAYMENTS_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's' }, 'RAZORPAY_WEBHOOK_SECRET'],
    [{ NODE_ENV: 'production', JWT_SECRET: 'a-long-enough-production-secret' }, 'ADMIN_PASSWORD'],
    [{ NODE_ENV: 'production', ADMIN_PASSWORD: 'Str0ngPass' }, 'JWT_SECRET'],
    [{ NODE_ENV: 'production', JWT_SECRET: 'a-long-enough-production-secret', ADMIN_PASSWORD: 'Str0ngPass', PASSWORD_HASH_COST: 'test' }, 'PASSWORD_HASH_COST'],
    [{ PASSWORD_HASH_COST: 'low' }, 'PASSWORD_HASH_COST'],
    [{ CORS_ORIGINS: '*' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'https://console.example.in/admin' }, 'CORS_ORIGINS'],
    [{ SIGNUPS_PER_ADDRESS_PER_MINUTE: '0' }, 'SIGNUPS_PER_ADDRESS_PER_MINUTE'],
    [{ REVIEWS_PER_ACCOUNT_PER_MINUTE: 'many' }, 'REVIEWS_PER_ACCOUNT_PER_MINUTE'],
    [{ UPLOADS_PER_ADDRESS_PER_MINUTE: '2.5' }, 'UPLOADS_PER_ADDRESS_PER_MINUTE'],
    [{ UPLOAD_MB_PER_ACCOUNT_PER_HOUR: '-1' }, 'UPLOAD_MB_PER_ACCOUNT_PER_HOUR'],
    [{ UNPAID_ORDERS_PER_CUSTOMER: '0' }, 'UNPAID_ORDERS_PER_CUSTOMER'],
    [{ UNPAID_ORDERS_PER_ADDRESS: 'few' }, 'UNPAID_ORDERS_PER_ADDRESS'],
    [{ UNITS_PER_PRODUCT_PER_ORDER: '100' }, 'UNITS_PER_PRODUCT_PER_ORDER'],
    [{ UNITS_PER_PRODUCT_PER_ORDER: '0' }, 'UNITS_PER_PRODUCT_PER_ORDER'],
    [{ UPLOADS_TOTAL_MB: '0' }, 'UPLOADS_TOTAL_MB'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.example.in' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1, -1' }, 'TRUST_PROXY'],
    [{ SMTP_URL: 'http://mail.example.in' }, 'SMTP_URL'],
    [{ PUBLIC_URL: 'shop.example.in' }, 'PUBLIC_URL'],
    [{ MAILBOX_SMTP_PORT: '99999' }, 'MAILBOX_SMTP_PORT'],
    [{ API_INSTANCES: '0' }, 'API_INSTANCES'],
    [{ API_INSTANCES: 'two' }, 'API_INSTANCES'],
    [{ WORKER_INSTANCES: '1.5' }, 'WORKER_INSTANCES'],
    [{ WORKER_INSTANCES: '33' }, 'WORKER_INSTANCES'],
    [{ IDLE_TRANSACTION_TIMEOUT_SECONDS: '-1' }, 'IDLE_TRANSACTION_TIMEOUT_SECONDS'],
    [{ IDLE_TRANSACTION_TIMEOUT_SECONDS: '1.5' }, 'IDLE_TRANSACTION_TIMEOUT_SECONDS'],
    [{ IDLE_TRANSACTION_TIMEOUT_SECONDS: '60s' }, 'IDLE_TRANSACTION_TIMEOUT_SECONDS'],
  ])('refuses %j, naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^\\s+- ${variable}: `, 'm'));
  });

  it('limits repeatable writes by default no lower than the contract allows: 60 sign-ups and 20 of each other write a minute from one address', () => {
    const config = loadConfig({});
    expect(config.SIGNUPS_PER_ADDRESS_PER_MINUTE).toBeGreaterThanOrEqual(60);
    for (const write of ['CONTACT_MESSAGES', 'NEWSLETTER_SUBSCRIPTIONS', 'REVIEWS', 'UPLOADS'] as const) {
      expect(config[`${write}_PER_ADDRESS_PER_MINUTE`]).toBeGreaterThanOrEqual(20);
    }
    expect(loadConfig({ UPLOAD_MB_PER_ACCOUNT_PER_HOUR: '0.5' }).UPLOAD_MB_PER_ACCOUNT_PER_HOUR).toBe(0.5);
  });

  it('lets a customer and a client address hold 3 unpaid orders, of at most 5 units of a product each, by default', () => {
    expect(loadConfig({})).toMatchObject({ UNPAID_ORDERS_PER_CUSTOMER: 3, UNPAID_ORDERS_PER_ADDRESS: 3, UNITS_PER_PRODUCT_PER_ORDER: 5 });
    expect(loadConfig({ UNPAID_ORDERS_PER_ADDRESS: '20', UNITS_PER_PRODUCT_PER_ORDER: '99' })).toMatchObject({
      UNPAID_ORDERS_PER_ADDRESS: 20,
      UNITS_PER_PRODUCT_PER_ORDER: 99,
    });
  });

  it('trusts no proxy by default; else a hop count, or addresses and CIDR ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeNull();
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBeNull();
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.7,fd00::/8, ::1 ,loopback' }).TRUST_PROXY).toEqual({
      addresses: ['10.0.0.0/8', '192.168.1.7', 'fd00::/8', '::1', 'loopback'],
    });
  });

  it('keeps no metrics without METRICS_TOKEN, and gathers the worker, projections and mailer from their ports unless told where', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ WORKER_METRICS_PORT: '9500', PROJECTIONS_METRICS_PORT: '9501', MAILER_METRICS_PORT: '9502' }).METRICS_PEER_URLS).toEqual([
      'http://127.0.0.1:9500',
      'http://127.0.0.1:9501',
      'http://127.0.0.1:9502',
    ]);
    expect(loadConfig({ METRICS_PEER_URLS: 'http://worker:9464/, http://projections:9465' }).METRICS_PEER_URLS).toEqual([
      'http://worker:9464',
      'http://projections:9465',
    ]);
    expect(loadConfig({ METRICS_PEER_URLS: 'none' }).METRICS_PEER_URLS).toEqual([]);
    expect(() => loadConfig({ METRICS_PEER_URLS: 'worker:9464' })).toThrow(/METRICS_PEER_URLS/);
  });

  it('runs one API process and one worker unless told more, each worker gathered from its own metrics port', () => {
    expect(loadConfig({})).toMatchObject({ API_INSTANCES: 1, WORKER_INSTANCES: 1, WORKER_INSTANCE: 1 });
    const workers = loadConfig({ WORKER_INSTANCES: '3', WORKER_INSTANCE: '2' });
    expect(workerMetricsPort(workers, workers.WORKER_INSTANCE)).toBe(9474);
    expect(workers.METRICS_PEER_URLS).toEqual([
      'http://127.0.0.1:9464',
      'http://127.0.0.1:9474',
      'http://127.0.0.1:9484',
      'http://127.0.0.1:9465',
      'http://127.0.0.1:9466',
    ]);
    expect(() => loadConfig({ WORKER_INSTANCES: '2', WORKER_INSTANCE: '3' })).toThrow(/^\s+- WORKER_INSTANCE: must be at most WORKER_INSTANCES \(2\)$/m);
    expect(() => loadConfig({ WORKER_INSTANCES: '2', WORKER_METRICS_PORT: '65530' })).toThrow(/^\s+- WORKER_METRICS_PORT: leaves no port for worker 2$/m);
  });

  it('ends a session left idle in a transaction after 60 s unless told otherwise; 0 never does', () => {
    expect(loadConfig({}).IDLE_TRANSACTION_TIMEOUT_SECONDS).toBe(60);
    expect(loadConfig({ IDLE_TRANSACTION_TIMEOUT_SECONDS: '0' }).IDLE_TRANSACTION_TIMEOUT_SECONDS).toBe(0);
    expect(loadConfig({ IDLE_TRANSACTION_TIMEOUT_SECONDS: '300' }).IDLE_TRANSACTION_TIMEOUT_SECONDS).toBe(300);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });

  it('allows the listed origins, and the Vite dev servers in development only', () => {
    const listed = 'https://console.example.in, http://localhost:8080';
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a-long-enough-production-secret', ADMIN_PASSWORD: 'Str0ngPass', CORS_ORIGINS: listed }).CORS_ORIGINS,
    ).toEqual(['https://console.example.in', 'http://localhost:8080']);
    expect(loadConfig({ NODE_ENV: 'test' }).CORS_ORIGINS).toEqual([]);
    expect(loadConfig({}).CORS_ORIGINS).toEqual(['http://localhost:5173', 'http://localhost:5174']);
  });
});
