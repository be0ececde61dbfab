import { readFileSync } from 'node:fs';

/**
 * The share (0 to 1) of the time since its previous call in which some runnable task waited for a
 * CPU, from Linux's pressure stall information (`some ... total=<µs>` in /proc/pressure/cpu);
 * undefined on its first call and where the kernel does not tell (not Linux, PSI turned off).
 */
export type CpuPressureMeter = () => number | undefined;

// Shorter windows than this say little (the kernel's counters move in steps): the last share stands.
const MIN_WINDOW_MS = 50;

export function cpuPressureMeter(file = '/proc/pressure/cpu'): CpuPressureMeter {
  let last: { at: number; stalledUs: number } | undefined;
  let share: number | undefined;
  return () => {
    const at = performance.now();
    if (last && at - last.at < MIN_WINDOW_MS) return share;
    let stalledUs: number;
    try {
      stalledUs = Number(/^some .*total=(\d+)/m.exec(readFileSync(file, 'utf8'))?.[1]);
    } catch {
      return undefined;
    }
    if (!Number.isFinite(stalledUs)) return undefined;
    share = last ? Math.min(1, Math.max(0, (stalledUs - last.stalledUs) / 1000 / (at - last.at))) : undefined;
    last = { at, stalledUs };
    return share;
  };
}

export interface YieldSettings {
  /** The pressure (0 to 1) from which the machine counts as busy; 1 or more never yields. */
  busyAt: number;
  /** How often to look again while it is busy. */
  lookEveryMs: number;
  /** The longest a turn waits: background work still moves on a machine that stays busy. */
  maxWaitMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Lets background work (mail, invoices) wait while the machine's CPU is contended, so that what shoppers wait
 * for (a checkout, a page) gets it: `turn()` resolves at once on a calm machine, and on a busy one
 * once it calms down or after `maxWaitMs` at most, whichever comes first.
 */
export class YieldToBusyCpu {
  constructor(
    private readonly meter: CpuPressureMeter,
    private readonly settings: YieldSettings,
  ) {}

  async turn(): Promise<void> {
    const { busyAt, lookEveryMs, maxWaitMs } = this.settings;
    if (busyAt >= 1) return;
    const deadline = Date.now() + maxWaitMs;
    while ((this.meter() ?? 0) >= busyAt && Date.now() < deadline) await sleep(lookEveryMs);
  }
}
