import type { ReadModelDifference } from '@petshop/api/projections';
import type { CheckProgress } from './check.js';

const BAR = 30;
const count = (n: number) => n.toLocaleString('en-IN');

/**
 * The check's progress on stderr: on a terminal a bar redrawn in place (carriage return), elsewhere
 * (a log, a test) a plain line now and then, so neither fills a log nor leaves a terminal silent.
 */
export function progressPrinter(stream: NodeJS.WriteStream, everyMs = stream.isTTY ? 100 : 2_000) {
  let printedAt = 0;
  let phase: CheckProgress['phase'] | undefined;
  let drawn = false;
  return {
    update(progress: CheckProgress) {
      const now = Date.now();
      const last = progress.phase === 'comparing' && progress.tablesCompared === progress.tables;
      if (progress.phase === phase && now - printedAt < everyMs && !last) return;
      phase = progress.phase;
      printedAt = now;
      const [done, total, what] =
        progress.phase === 'rebuilding'
          ? [progress.eventsRead, progress.eventsTotal, `${count(progress.eventsRead)} of ${count(progress.eventsTotal)} events`]
          : [progress.tablesCompared, progress.tables, `${progress.tablesCompared} of ${progress.tables} tables, ${count(progress.rowsCompared)} rows`];
      const share = total === 0 ? 1 : Math.min(done / total, 1);
      const label = progress.phase === 'rebuilding' ? 'Rebuilding' : 'Comparing ';
      if (stream.isTTY) {
        const filled = Math.round(share * BAR);
        stream.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(BAR - filled)}] ${String(Math.round(share * 100)).padStart(3)}% ${what}\x1b[K`);
        drawn = true;
      } else {
        stream.write(`${label.trim()}: ${Math.round(share * 100)}%, ${what}\n`);
      }
    },
    /** Ends the bar's line, so what follows starts on a line of its own. */
    done() {
      if (drawn) stream.write('\n');
      drawn = false;
    },
  };
}

/** One line per difference: the table, the row's key, the column and both values. */
export function describeDifference(difference: ReadModelDifference): string {
  const key = Object.entries(difference.key)
    .map(([column, value]) => `${column}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  const where = `${difference.table} ${key}`;
  switch (difference.kind) {
    case 'only_live':
      return `${where}: only in the live table (the events make no such row)`;
    case 'only_rebuilt':
      return `${where}: missing from the live table (the events make it)`;
    case 'changed':
      return `${where}: ${describeValues(difference.column ?? '?', difference.live, difference.rebuilt).join('; ')}`;
    default: {
      const unhandled: never = difference.kind;
      return `${where}: ${String(unhandled)}`;
    }
  }
}

const MAX_PATHS = 5;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `column live X, rebuilt Y`; for two objects (a jsonb view), the paths inside them that differ, so a reader need not compare two pages of JSON. */
function describeValues(path: string, live: unknown, rebuilt: unknown): string[] {
  if (isObject(live) && isObject(rebuilt)) {
    const keys = [...new Set([...Object.keys(live), ...Object.keys(rebuilt)])].filter((key) => JSON.stringify(live[key]) !== JSON.stringify(rebuilt[key]));
    const lines = keys.flatMap((key) => describeValues(`${path}.${key}`, live[key], rebuilt[key]));
    if (lines.length > 0) return lines.length > MAX_PATHS ? [...lines.slice(0, MAX_PATHS), `${lines.length - MAX_PATHS} more inside ${path}`] : lines;
    // Equal key by key, so they differ only in how they are written (jsonb orders keys itself): show both.
  }
  return [`${path} live ${JSON.stringify(live)}, rebuilt ${JSON.stringify(rebuilt)}`];
}

export function summary(result: { eventsRead: number; rowsCompared: number; differenceCount: number; tables: readonly string[] }, seconds: number): string {
  const figures = `${count(result.eventsRead)} events read, ${count(result.rowsCompared)} rows compared in ${result.tables.length} table${result.tables.length === 1 ? '' : 's'}, ${seconds.toFixed(1)} s`;
  const differences = `${count(result.differenceCount)} difference${result.differenceCount === 1 ? '' : 's'}`;
  return result.differenceCount === 0 ? `${differences}: the read models agree with the events (${figures})` : `${differences} (${figures})`;
}
