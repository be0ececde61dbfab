// The API as API_INSTANCES processes sharing PORT (node:cluster): this primary forks the instances,
// each of which is main.ts (the whole API with its own pools, caches, listeners and heartbeat; what
// they share lives in Postgres and Redis), listens on PORT itself and hands the connections in turn
// to the instances that answer its pings (connection-handoff.ts). It serves nothing itself. An
// instance that stops answering (frozen, or its event loop stuck) is taken out of rotation, named in
// /api/health, and replaced if it does not answer again in time (instance-rotation.ts has the bounds).
// With API_INSTANCES=1 it is main.ts alone, without a primary. npm start runs it when API_INSTANCES
// is above 1 (scripts/serve.mjs).
import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { ConnectionHandoff, monotonicNow } from './platform/cluster/connection-handoff.js';
import { InstanceRotation } from './platform/cluster/instance-rotation.js';
import { recordInstanceStates } from './platform/cluster/instance-states.js';
import { watchInstances } from './platform/cluster/watch-instances.js';
import { loadConfigOrExit } from './platform/config.js';
import { createLogger } from './platform/logging/logger.js';
import { relayInstanceMetrics } from './platform/metrics/cluster-metrics.js';
import { announceReady } from './platform/ready.js';
import { STOP_INSTANCE } from './platform/shutdown.js';

/** A dead instance is forked again after this, while the others serve. */
const RESTART_DELAY_MS = 500;
/**
 * More deaths than this within the window and it is the API, not an instance, that fails: the
 * primary stops the rest and ends with 1, and npm start's supervisor restarts it with its back-off
 * (and shows it crash-looping in /api/health).
 */
const DEATH_LIMIT = 5;
const DEATH_WINDOW_MS = 60_000;
/** Each instance finishes its in-flight requests within 10 s (onShutdown); the primary waits a little longer. */
const STOP_TIMEOUT_MS = 15_000;

const config = loadConfigOrExit();
if (config.API_INSTANCES === 1) await import('./main.js');
else runInstances(config.API_INSTANCES);

function runInstances(count: number): void {
  const logger = createLogger('api', config.LOG_LEVEL);
  cluster.setupPrimary({ exec: fileURLToPath(new URL('./main.js', import.meta.url)) });
  const running = new Map<Worker, { ready: boolean }>();
  const rotation = new InstanceRotation<Worker>();
  const handoff = new ConnectionHandoff(rotation, logger);
  const states = recordInstanceStates(config.DATABASE_URL);
  // A scrape of /metrics reaches one instance, which gathers the others' series through here (not a frozen one's: it would not answer).
  const relayMetrics = relayInstanceMetrics(() => rotation.pinged().filter((worker) => rotation.stateOf(worker, monotonicNow()) === 'serving'));
  const deaths: number[] = [];
  // The port is taken once the first instance is ready, as a single API takes it once it serves.
  let listening: Promise<boolean> | undefined;
  // Once every instance has been ready, the API serves (the supervisor is told): from then on a dead instance is forked again.
  let serving = false;
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork();
    const instance = { ready: false };
    running.set(worker, instance);
    rotation.add(worker, worker.process.pid!);
    worker.on('message', (message) => {
      if (handoff.heard(worker, message)) return;
      relayMetrics(worker, message);
      if (message !== 'ready') return;
      instance.ready = true;
      rotation.ready(worker);
      listening ??= handoff.listen(config.PORT, config.HOST).then(
        () => true,
        (error: Error) => {
          stop(1, `the API cannot listen on ${config.HOST}:${config.PORT} (${error.message})`);
          return false;
        },
      );
      void listening.then((listens) => {
        if (!listens || stopping) return;
        handoff.flush();
        if (serving) logger.info({ pid: worker.process.pid }, 'api instance serving again');
        else if ([...running.values()].every(({ ready }) => ready)) {
          serving = true;
          logger.info({ instances: [...running.keys()].map(({ process }) => process.pid) }, `${count} api instances serving`);
          announceReady();
        }
      });
    });
    worker.once('exit', (code, signal) => ended(worker, code, signal));
  };

  const ended = (worker: Worker, code: number | null, signal: string | null) => {
    running.delete(worker);
    rotation.remove(worker);
    handoff.forget(worker);
    const reason = signal ?? `exit ${code}`;
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (running.size === 0) exit(exitCode);
      return;
    }
    const pid = worker.process.pid;
    // Before the API first serves it is a bad setting or a port in use, which the supervisor must see as a failed start.
    if (!serving) return stop(1, `an api instance (pid ${pid}) exited (${reason}) before the API served`);
    const now = Date.now();
    deaths.push(now);
    while (deaths[0]! <= now - DEATH_WINDOW_MS) deaths.shift();
    if (deaths.length > DEATH_LIMIT)
      return stop(1, `${deaths.length} api instances exited within ${DEATH_WINDOW_MS / 1000} s, the last (pid ${pid}) with ${reason}`);
    logger.warn({ pid, reason }, `an api instance exited (${reason}); forking another in ${RESTART_DELAY_MS} ms while the others serve`);
    setTimeout(() => stopping || fork(), RESTART_DELAY_MS);
  };

  // Every second: each instance is pinged, and one silent too long is taken out of rotation, or replaced.
  const watch = watchInstances(rotation, handoff, states, logger);

  /** Ends the primary once its rows in api_instances are gone (health would show its instances a few seconds more). */
  const exit = (code: number) => {
    watch.stop();
    void Promise.race([states.stop(), new Promise((resolve) => setTimeout(resolve, 2_000).unref())]).finally(() => process.exit(code));
  };

  /** Stops every instance gracefully (each finishes its in-flight requests), then ends with `code`, or 1 if an instance did not stop cleanly. */
  const stop = (code: number, reason: string) => {
    stopping = true;
    exitCode = code;
    watch.stop();
    handoff.close();
    (code === 0 ? logger.info.bind(logger) : logger.error.bind(logger))(`${reason}: stopping the api instances`);
    for (const [worker, { ready }] of running) {
      // One not yet ready has nothing in flight, and may not listen for the message yet.
      if (ready && worker.isConnected()) worker.send(STOP_INSTANCE);
      else worker.process.kill('SIGTERM');
    }
    if (running.size === 0) exit(exitCode);
    setTimeout(() => {
      logger.error(`api instances still running after ${STOP_TIMEOUT_MS} ms: killing them`);
      for (const worker of running.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (!stopping) return stop(0, `${signal} received`);
      // A second signal: at once, as a single API process does.
      for (const worker of running.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    });
  }
  for (let instance = 0; instance < count; instance++) fork();
}
