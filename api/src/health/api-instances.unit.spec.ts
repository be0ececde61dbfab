import type { ApiInstanceState } from '../platform/cluster/instance-states.js';
import type { BeatingInstance } from '../platform/heartbeats/heartbeats.js';
import { apiInstancesHealth } from './api-instances.js';

const NOW = new Date('2026-12-06T01:00:10.000Z');
const beating = (pid: number): BeatingInstance => ({
  instance: `shop-1:${pid}:abcd1234`,
  pid,
  startedAt: '2026-12-06T00:50:00.000Z',
  lastBeatAt: '2026-12-06T01:00:09.500Z',
});
const seen = (pid: number, state: ApiInstanceState['state'], extra: Partial<ApiInstanceState> = {}): ApiInstanceState => ({
  host: 'shop-1',
  pid,
  state,
  silentSince: null,
  replaceAt: null,
  heartbeat: null,
  ...extra,
});

describe('apiInstancesHealth', () => {
  it('adds to each beating instance the state its primary sees, and leaves one without a primary as it is', () => {
    const { api, degraded } = apiInstancesHealth([beating(11), beating(12), beating(13)], [seen(11, 'serving'), seen(12, 'serving')], NOW);

    expect(api).toEqual([
      { ...beating(11), state: 'serving', silentSince: null, replaceAt: null },
      { ...beating(12), state: 'serving', silentSince: null, replaceAt: null },
      beating(13),
    ]);
    expect(degraded).toEqual([]);
  });

  it('lists a frozen instance that beats no more, with its last heartbeat, and names it in a sentence', () => {
    const heartbeat = { instance: 'shop-1:12:abcd1234', startedAt: '2026-12-06T00:50:00.000Z', lastBeatAt: '2026-12-06T01:00:04.000Z' };
    const frozen = seen(12, 'unresponsive', { silentSince: '2026-12-06T01:00:05.000Z', replaceAt: '2026-12-06T01:00:20.000Z', heartbeat });

    const { api, degraded } = apiInstancesHealth([beating(11)], [seen(11, 'serving'), frozen], NOW);

    expect(api).toEqual([
      { ...beating(11), state: 'serving', silentSince: null, replaceAt: null },
      { ...heartbeat, pid: 12, state: 'unresponsive', silentSince: frozen.silentSince, replaceAt: frozen.replaceAt },
    ]);
    expect(degraded).toEqual([
      'api instance 12 is unresponsive (no answer for 5 s): no new connections go to it while the other instances serve; replaced in 10 s unless it answers',
    ]);
  });

  it('says when one is being replaced, and shows one starting that never beat', () => {
    const { api, degraded } = apiInstancesHealth(
      [beating(11)],
      [seen(11, 'serving'), seen(12, 'replacing', { silentSince: '2026-12-06T00:59:54.000Z' }), seen(14, 'starting')],
      NOW,
    );

    expect(api.slice(1)).toEqual([
      { instance: null, pid: 12, startedAt: null, lastBeatAt: null, state: 'replacing', silentSince: '2026-12-06T00:59:54.000Z', replaceAt: null },
      { instance: null, pid: 14, startedAt: null, lastBeatAt: null, state: 'starting', silentSince: null, replaceAt: null },
    ]);
    expect(degraded).toEqual(['api instance 12 is unresponsive (no answer for 16 s): being replaced while the other instances serve']);
  });

  it('matches an instance by host and pid, not by pid alone', () => {
    const { api } = apiInstancesHealth(
      [beating(11)],
      [{ ...seen(11, 'unresponsive'), host: 'shop-2', silentSince: NOW.toISOString(), replaceAt: NOW.toISOString() }],
      NOW,
    );

    expect(api[0]).toEqual(beating(11));
    expect(api[1]).toMatchObject({ pid: 11, state: 'unresponsive', instance: null });
  });
});
