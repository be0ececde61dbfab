import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import type { Order } from '../entities.js';
import type { JournalEntry } from './entries.js';
import { JournalDamagedError, openFileJournal } from './journal.js';

const order = (id: string, status: Order['status']): JournalEntry => ({
  kind: 'order',
  order: { id, status, amount: 100 } as Order,
  autoCapture: true,
});
const key = (name: string, refundId: string): JournalEntry => ({ kind: 'refund-key', key: name, paymentId: 'pay_1', fingerprint: 'f', refundId });

function capturingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, warnings: () => lines.filter((line) => line.level === 40).map((line) => line.msg) };
}

describe('file journal', () => {
  let dir: string;
  let file: string;
  const silent = pino({ level: 'silent' });
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'sandbox-journal-'));
    file = path.join(dir, 'nested', 'journal.jsonl');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Opens, replays and compacts the file, as a restart does; closes the writer at once. */
  function reopen(logger = silent): JournalEntry[] {
    const { journal, entries } = openFileJournal(file, logger);
    journal.close();
    return entries;
  }

  it('starts empty, creating the directory and the file', () => {
    expect(reopen()).toEqual([]);
    expect(readFileSync(file, 'utf8')).toBe('');
  });

  it('keeps the last entry per id, in the order ids first appeared, and compacts to one line each', () => {
    const { journal } = openFileJournal(file, silent);
    journal.append([order('order_A', 'created')]);
    journal.append([order('order_B', 'created'), key('k1', 'rfnd_1')]);
    journal.append([order('order_A', 'paid')]);
    journal.close();
    expect(readFileSync(file, 'utf8').split('\n')).toHaveLength(4); // three changes and the final newline

    const entries = reopen();
    expect(entries).toEqual([order('order_A', 'paid'), order('order_B', 'created'), key('k1', 'rfnd_1')]);
    expect(readFileSync(file, 'utf8').trimEnd().split('\n')).toHaveLength(3);
    expect(readdirSync(path.dirname(file))).toEqual(['journal.jsonl']); // no temporary file left
    expect(reopen()).toEqual(entries);
  });

  it('writes each change before append returns, without waiting for close', () => {
    const { journal } = openFileJournal(file, silent);
    journal.append([order('order_A', 'paid')]);
    // What a SIGKILL leaves: the writer never closed. A second reader sees the change already.
    expect(reopen()).toEqual([order('order_A', 'paid')]);
    journal.close();
  });

  it('skips a torn last line with a warning, drops it from the file, and appends cleanly after it', () => {
    const { journal } = openFileJournal(file, silent);
    journal.append([order('order_A', 'created')]);
    journal.close();
    const torn = JSON.stringify([order('order_A', 'paid'), order('order_B', 'created')]);
    appendFileSync(file, torn.slice(0, torn.length - 7)); // killed mid-write: no closing bracket, no newline

    const { logger, warnings } = capturingLogger();
    const reopened = openFileJournal(file, logger);
    expect(reopened.entries).toEqual([order('order_A', 'created')]); // the torn change counts not even in part
    expect(warnings()).toEqual([expect.stringContaining('torn last line')]);
    reopened.journal.append([order('order_C', 'created')]);
    reopened.journal.close();

    // Were the torn piece still there, order_C's line would be glued onto it and lost.
    expect(reopen()).toEqual([order('order_A', 'created'), order('order_C', 'created')]);
  });

  it('refuses a damaged line that is not the last, naming it, and leaves the file alone', () => {
    const { journal } = openFileJournal(file, silent);
    journal.append([order('order_A', 'created')]);
    journal.close();
    appendFileSync(file, `not json\n${JSON.stringify([order('order_B', 'created')])}\n`);
    const before = readFileSync(file, 'utf8');

    expect(() => reopen()).toThrow(JournalDamagedError);
    expect(() => reopen()).toThrow(`${file}:2 is not a journal line`);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('refuses a line of valid JSON that holds no journal entries', () => {
    openFileJournal(file, silent).journal.close();
    appendFileSync(file, `[{"kind":"invoice"}]\n${JSON.stringify([order('order_A', 'created')])}\n`);
    expect(() => reopen()).toThrow(`${file}:1 is not a journal line`);
  });
});
