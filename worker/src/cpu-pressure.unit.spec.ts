import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuPressureMeter, YieldToBusyCpu } from './cpu-pressure.js';

describe('CPU pressure', () => {
  // A file in /proc/pressure/cpu's format stands for the kernel's, so the spec decides what it says.
  let dir: string;
  let file: string;
  const psi = (stalledUs: number) =>
    writeFileSync(file, `some avg10=0.00 avg60=0.00 avg300=0.00 total=${stalledUs}\nfull avg10=0.00 avg60=0.00 avg300=0.00 total=0\n`);
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'psi-'));
    file = join(dir, 'cpu');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('measures the share of the time since the last look in which some task waited for a CPU', () => {
    jest.useFakeTimers(); // the meter's clock (performance.now) is jest's
    try {
      const meter = cpuPressureMeter(file);
      psi(1_000_000);
      expect(meter()).toBeUndefined(); // nothing to compare with yet
      jest.advanceTimersByTime(100);
      expect(meter()).toBe(0); // no task waited meanwhile
      psi(1_000_000 + 25_000);
      jest.advanceTimersByTime(100);
      expect(meter()).toBe(0.25); // a quarter of the last 100 ms
      psi(1_000_000 + 25_000 + 10_000);
      jest.advanceTimersByTime(20);
      expect(meter()).toBe(0.25); // too short a window to say: the last share stands
      psi(1_000_000 + 25_000 + 10_000_000); // ten seconds of waiting within the last moment: the whole of it
      jest.advanceTimersByTime(100);
      expect(meter()).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('tells nothing where the kernel does not (no PSI)', () => {
    expect(cpuPressureMeter(join(dir, 'missing'))()).toBeUndefined();
  });

  it('lets background work go at once on a calm machine, and waits while it is busy until it calms down', async () => {
    // Answers these shares one look after another, and keeps each look.
    const looks: (number | undefined)[] = [];
    const meter = (shares: (number | undefined)[]) => () => {
      const share = shares[looks.length];
      looks.push(share);
      return share;
    };
    const settings = { busyAt: 0.5, lookEveryMs: 1, maxWaitMs: 60_000 };
    await new YieldToBusyCpu(meter([0.2]), settings).turn();
    expect(looks).toEqual([0.2]);
    looks.length = 0;
    await new YieldToBusyCpu(meter([0.9, 0.7, 0.3]), settings).turn();
    expect(looks).toEqual([0.9, 0.7, 0.3]);
    looks.length = 0;
    await new YieldToBusyCpu(meter([undefined, 0.9]), settings).turn(); // no PSI: never waits
    expect(looks).toEqual([undefined]);
  });

  it('waits no longer than its limit on a machine that stays busy, and not at all when told never to', async () => {
    let looks = 0;
    const busy = () => {
      looks++;
      return 1;
    };
    await new YieldToBusyCpu(busy, { busyAt: 0.5, lookEveryMs: 1, maxWaitMs: 0 }).turn();
    expect(looks).toBe(1);
    looks = 0;
    await new YieldToBusyCpu(busy, { busyAt: 1, lookEveryMs: 1, maxWaitMs: 60_000 }).turn();
    expect(looks).toBe(0);
  });
});
