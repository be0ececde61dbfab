import fs from 'node:fs';
import path from 'node:path';
import { contexts } from './contexts.js';

// The list in contexts.ts is the one registration point: every process reads it, so a context left
// out of it would have no module, read models, reactions, mails or erasure, and nothing would say so.
describe('the list of contexts', () => {
  it('registers every context folder that describes itself (context.ts), once', () => {
    const described = fs
      .readdirSync(__dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'platform' && fs.existsSync(path.join(__dirname, entry.name, 'context.ts')))
      .map((entry) => entry.name);
    const names = contexts.map((context) => context.name);
    expect([...names].sort()).toEqual(['platform', ...described].sort());
  });

  it('gives every table one owner', () => {
    const tables = contexts.flatMap((context) => context.tables ?? []);
    expect(tables.filter((table, index) => tables.indexOf(table) !== index)).toEqual([]);
  });

  it.each(contexts.filter((context) => context.projections?.length).map((context) => [context.name, context] as const))(
    "%s owns its read models' tables",
    (_name, context) => {
      const read = context.projections!.flatMap((projection) => projection.tables);
      expect(read.filter((table) => !context.tables?.includes(table))).toEqual([]);
    },
  );
});
