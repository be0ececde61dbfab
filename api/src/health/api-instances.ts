import type { BeatingInstance } from '../platform/heartbeats/heartbeats.js';
import type { ApiInstanceState } from '../platform/cluster/instance-states.js';

/** An API instance in health: as its heartbeat tells, and, under a primary (API_INSTANCES above 1), as the primary sees it. */
export type ApiInstanceHealth = Omit<BeatingInstance, 'instance' | 'startedAt' | 'lastBeatAt'> & {
  instance: string | null;
  startedAt: string | null;
  lastBeatAt: string | null;
} & Partial<Pick<ApiInstanceState, 'state' | 'silentSince' | 'replaceAt'>>;

/**
 * Health's API instances: those beating, each with its primary's state, and those its primary knows
 * that beat no more (frozen) or not yet (starting). Each unresponsive one is a sentence for
 * `degraded`, never a 503: the instance answering health is proof that another serves.
 */
export function apiInstancesHealth(beating: BeatingInstance[], states: ApiInstanceState[], now: Date): { api: ApiInstanceHealth[]; degraded: string[] } {
  const stateOf = (instance: string) => states.find(({ host, pid }) => instance.startsWith(`${host}:${pid}:`));
  const shown = new Set<ApiInstanceState>();
  const api: ApiInstanceHealth[] = beating.map((instance) => {
    const state = stateOf(instance.instance);
    if (!state) return instance;
    shown.add(state);
    return { ...instance, state: state.state, silentSince: state.silentSince, replaceAt: state.replaceAt };
  });
  for (const state of states.filter((candidate) => !shown.has(candidate))) {
    const { heartbeat, pid } = state;
    api.push({
      instance: heartbeat?.instance ?? null,
      pid,
      startedAt: heartbeat?.startedAt ?? null,
      lastBeatAt: heartbeat?.lastBeatAt ?? null,
      state: state.state,
      silentSince: state.silentSince,
      replaceAt: state.replaceAt,
    });
  }
  const secondsBetween = (from: number, to: number) => Math.max(0, Math.round((to - from) / 1_000));
  const degraded = states.flatMap(({ pid, state, silentSince, replaceAt }) => {
    if (state !== 'unresponsive' && state !== 'replacing') return [];
    const silent = `api instance ${pid} is unresponsive (no answer for ${secondsBetween(Date.parse(silentSince!), now.getTime())} s)`;
    if (state === 'replacing') return [`${silent}: being replaced while the other instances serve`];
    return [
      `${silent}: no new connections go to it while the other instances serve; replaced in ${secondsBetween(now.getTime(), Date.parse(replaceAt!))} s unless it answers`,
    ];
  });
  return { api, degraded };
}
