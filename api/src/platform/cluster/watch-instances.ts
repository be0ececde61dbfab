import type { Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { type ConnectionHandoff, monotonicNow } from './connection-handoff.js';
import { type InstanceRotation, type InstanceState, PING_INTERVAL_MS, ROTATION_BOUNDS } from './instance-rotation.js';
import type { InstanceStatesRecord } from './instance-states.js';

const seconds = (ms: number) => ms / 1_000;

/**
 * In cluster.ts's primary, every second: pings each instance that serves, SIGKILLs one silent past
 * the replacement bound (the primary forks another once it has exited, as for any instance that
 * dies), says when one goes out of rotation or comes back, and publishes the view for health.
 */
export function watchInstances(rotation: InstanceRotation<Worker>, handoff: ConnectionHandoff, states: InstanceStatesRecord, logger: Logger): { stop(): void } {
  const seen = new Map<Worker, InstanceState>();
  const watch = setInterval(() => {
    const now = monotonicNow();
    for (const worker of rotation.due(now)) {
      logger.error(
        { pid: worker.process.pid },
        `an api instance has not answered for ${seconds(ROTATION_BOUNDS.replaceAfterMs)} s: killing it (SIGKILL) to fork another`,
      );
      rotation.replacing(worker);
      worker.process.kill('SIGKILL');
    }
    const pinged = rotation.pinged();
    for (const worker of pinged) {
      handoff.ping(worker);
      const state = rotation.stateOf(worker, now)!;
      const was = seen.get(worker);
      seen.set(worker, state);
      if (state === 'unresponsive' && was !== 'unresponsive')
        logger.warn(
          { pid: worker.process.pid },
          `an api instance has not answered for ${seconds(ROTATION_BOUNDS.unresponsiveAfterMs)} s: out of rotation, replaced unless it answers within ${seconds(ROTATION_BOUNDS.replaceAfterMs)} s`,
        );
      if (state === 'serving' && was === 'unresponsive') logger.warn({ pid: worker.process.pid }, 'an api instance answers again: back in rotation');
    }
    for (const worker of seen.keys()) if (!pinged.includes(worker)) seen.delete(worker);
    states.publish(rotation.view(now), now);
    handoff.flush();
  }, PING_INTERVAL_MS);
  return { stop: () => clearInterval(watch) };
}
