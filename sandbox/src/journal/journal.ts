import { appendFileSync, closeSync, fstatSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Logger } from 'pino';
import { entryKey, JOURNAL_KINDS, type JournalEntry } from './entries.js';

/**
 * Where the sandbox's state changes go before they take effect. A change is one line of JSON (an
 * array of entries, each an entity as it now stands), so a change is written whole or, when the
 * process dies mid-write, not at all: the torn line is skipped at the next start.
 */
export interface Journal {
  append(entries: readonly JournalEntry[]): void;
  close(): void;
}

/** No state file: the sandbox forgets everything on restart (in-process tests start many of these). */
export const memoryJournal: Journal = { append() {}, close() {} };

export class JournalDamagedError extends Error {
  override name = 'JournalDamagedError';
}

export interface OpenedJournal {
  journal: Journal;
  /** The state the file held, last entry per key, in the order each key first appeared. */
  entries: JournalEntry[];
}

/** Reads the journal, rewrites it compacted (one entry per key), then appends to it from there on. */
export function openFileJournal(file: string, logger: Logger): OpenedJournal {
  mkdirSync(dirname(file), { recursive: true });
  const entries = replay(file, logger);
  compact(file, entries);
  logger.info({ file, entries: entries.length }, 'sandbox state loaded from its journal');
  return { journal: new FileJournal(file), entries };
}

function replay(file: string, logger: Logger): JournalEntry[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  // Map.set keeps a key's first position, so entities come back in creation order (lists rely on it).
  const latest = new Map<string, JournalEntry>();
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    if (line === '') return;
    const entries = parseLine(line);
    if (entries === undefined) {
      // Every complete line ends in '\n', so only the last piece can be a write cut short by a kill;
      // that change was never answered to anyone, and dropping it is what Razorpay would have done.
      if (index === lines.length - 1) {
        logger.warn({ file, line: index + 1, bytes: line.length }, 'journal: skipped a torn last line (the sandbox died mid-write)');
        return;
      }
      // Anything else is damage (an edit, a disk fault); dropping it silently would lose payments.
      throw new JournalDamagedError(`${file}:${index + 1} is not a journal line; move the file aside to start empty`);
    }
    for (const entry of entries) latest.set(entryKey(entry), entry);
  });
  return [...latest.values()];
}

function parseLine(line: string): JournalEntry[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return undefined;
  }
  const valid =
    Array.isArray(parsed) && parsed.every((entry) => typeof entry === 'object' && entry !== null && JOURNAL_KINDS.includes((entry as JournalEntry).kind));
  return valid ? (parsed as JournalEntry[]) : undefined;
}

// Lines per write while compacting, so a large state is not built into one huge string.
const COMPACT_BATCH = 1_000;

/**
 * Write-then-rename: a kill at any point leaves either the old journal or the new one, never half
 * of one. The fsyncs make that hold across a machine crash too, which is cheap once per start.
 */
function compact(file: string, entries: JournalEntry[]): void {
  const temp = `${file}.compacting`;
  const fd = openSync(temp, 'w');
  try {
    for (let start = 0; start < entries.length; start += COMPACT_BATCH) {
      const batch = entries.slice(start, start + COMPACT_BATCH);
      appendFileSync(fd, batch.map((entry) => `${JSON.stringify([entry])}\n`).join(''));
    }
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
  const dir = openSync(dirname(file), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}

/**
 * One kept-open descriptor and one write per change: the cost of a change is a JSON.stringify and a
 * write(2), not a rewrite of the state. No fsync per change: the page cache outlives a killed
 * process, which is the failure the sandbox must survive; surviving a machine crash as well would
 * cost a disk flush (milliseconds) per payment, too much for a development stand-in.
 */
class FileJournal implements Journal {
  private fd: number | undefined;
  private size: number;
  private broken: Error | undefined;

  constructor(private readonly file: string) {
    this.fd = openSync(file, 'a');
    this.size = fstatSync(this.fd).size;
  }

  append(entries: readonly JournalEntry[]): void {
    if (this.fd === undefined) throw new Error(`journal ${this.file} is closed`);
    if (this.broken) throw new Error(`journal ${this.file} could not be repaired after a failed write`, { cause: this.broken });
    const line = Buffer.from(`${JSON.stringify(entries)}\n`);
    try {
      for (let written = 0; written < line.length; ) written += writeSync(this.fd, line, written);
    } catch (error) {
      this.cutBack(error as Error);
      throw error;
    }
    this.size += line.length;
  }

  close(): void {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
  }

  /** A failed write (disk full) may leave part of a line, which the next line would glue onto. */
  private cutBack(cause: Error): void {
    try {
      ftruncateSync(this.fd!, this.size);
    } catch {
      this.broken = cause;
    }
  }
}
