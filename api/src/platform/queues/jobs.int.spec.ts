import { randomBytes } from 'node:crypto';
import { Job, QueueEvents, UnrecoverableError, Worker } from 'bullmq';
import { loadConfig } from '../config.js';
import { eventually } from '../testing/eventually.js';
import { dropRedisPrefix } from '../testing/test-redis.js';
import { Jobs, PAYMENTS_QUEUE, redisConnection } from './jobs.js';

// Real Redis (a prefix of the spec's own) and a real BullMQ worker in this process.
/** How long a run may wait for its job: a bound only a broken queue reaches. */
const WAIT_MS = 30_000;

describe('Jobs.run', () => {
  const config = loadConfig({ NODE_ENV: 'test', REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}` });
  const runs: string[] = [];
  let release: () => void = () => undefined;
  let jobs: Jobs;
  let worker: Worker;
  beforeAll(async () => {
    jobs = new Jobs(config);
    worker = new Worker(
      PAYMENTS_QUEUE,
      async (job) => {
        runs.push(job.id!);
        if (job.data.refuse) throw new UnrecoverableError(job.data.refuse);
        if (job.data.held) await new Promise<void>((resolve) => (release = resolve));
        return { answer: job.data.answer };
      },
      { connection: redisConnection(config), prefix: config.REDIS_PREFIX, concurrency: 4 },
    );
    await worker.waitUntilReady();
  });
  afterAll(async () => {
    await worker.close();
    await jobs.close();
    await dropRedisPrefix(config.REDIS_URL, config.REDIS_PREFIX);
  });
  afterEach(() => jest.restoreAllMocks());

  it("answers a new job's result, heard on the events alone, without asking Redis whether it ended", async () => {
    const asked = jest.spyOn(Job.prototype, 'waitUntilFinished');
    expect(await jobs.run('verify-payment', 'fresh', { answer: 42 }, WAIT_MS)).toEqual({ answer: 42 });
    expect(runs.filter((id) => id === 'fresh')).toHaveLength(1);
    expect(asked).not.toHaveBeenCalled();
  });

  it('hears a job that ended before the events reader of a new process first read', async () => {
    // A busy machine, made certain: the new process's reader sends its first read only after the
    // worker has finished the job (the CI run that found this waited its 10 s and answered 503).
    const ended = new Promise<void>((resolve) => {
      const heard = (job: Job) => {
        if (job.id !== 'first-of-process') return;
        worker.off('completed', heard);
        resolve();
      };
      worker.on('completed', heard);
    });
    const read = QueueEvents.prototype.run;
    jest.spyOn(QueueEvents.prototype, 'run').mockImplementation(async function (this: QueueEvents) {
      await ended;
      return read.call(this);
    });
    const newProcess = new Jobs(config);
    try {
      expect(await newProcess.run('verify-payment', 'first-of-process', { answer: 'heard' }, WAIT_MS)).toEqual({ answer: 'heard' });
    } finally {
      await newProcess.close();
    }
  });

  it("answers a repeat of a job that ended with the first run's result, without running it again", async () => {
    expect(await jobs.run('verify-payment', 'repeat', { answer: 'first' }, WAIT_MS)).toEqual({ answer: 'first' });
    const asked = jest.spyOn(Job.prototype, 'waitUntilFinished');
    expect(await jobs.run('verify-payment', 'repeat', { answer: 'second' }, WAIT_MS)).toEqual({ answer: 'first' });
    expect(runs.filter((id) => id === 'repeat')).toHaveLength(1);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('answers a repeat sent while the job runs once it ends, with the one run', async () => {
    const active = new Promise<void>((resolve) => worker.once('active', () => resolve()));
    const first = jobs.run('verify-payment', 'twins', { answer: 'once', held: true }, WAIT_MS);
    await active;
    const asked = jest.spyOn(Job.prototype, 'waitUntilFinished');
    const second = jobs.run('verify-payment', 'twins', { answer: 'twice' }, WAIT_MS);
    // Redis has told the repeat that the job is there already: it waits for the running one.
    await eventually(() => expect(asked).toHaveBeenCalled());
    release();
    expect(await Promise.all([first, second])).toEqual([{ answer: 'once' }, { answer: 'once' }]);
    expect(runs.filter((id) => id === 'twins')).toHaveLength(1);
  });

  it("throws the job's failure, and the same failure to a repeat", async () => {
    await expect(jobs.run('verify-payment', 'refused', { refuse: 'no such payment' }, WAIT_MS)).rejects.toThrow('no such payment');
    await expect(jobs.run('verify-payment', 'refused', { refuse: 'other' }, WAIT_MS)).rejects.toThrow('no such payment');
  });

  it('gives up waiting after its bound, naming the job', async () => {
    // A queue no worker serves.
    const unattended = loadConfig({ NODE_ENV: 'test', REDIS_PREFIX: `${config.REDIS_PREFIX}-unattended` });
    const unserved = new Jobs(unattended);
    try {
      await expect(unserved.run('verify-payment', 'waiting', { answer: 1 }, 300)).rejects.toThrow(
        'The verify-payment job waiting did not finish within 300 ms',
      );
    } finally {
      await unserved.close();
      await dropRedisPrefix(unattended.REDIS_URL, unattended.REDIS_PREFIX);
    }
  });
});
