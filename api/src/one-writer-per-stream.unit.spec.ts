import fs from 'node:fs';
import path from 'node:path';
import { contexts } from './contexts.js';

// Each stream has one writer: the command handlers of the context that owns it. A context writes a
// stream only through its decider (runCommand), so "who writes order streams?" is answered by who
// can reach `orderDecider`: ordering's own files. Another context asks through the owner's commands.
const SRC = __dirname;
const WORKSPACES = [SRC, path.resolve(SRC, '../../worker/src'), path.resolve(SRC, '../../projections/src')];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The context folder a file under api/src sits in (`ordering`, `returns`…), or null outside one. */
const contextOf = (file: string): string | null => {
  const relative = path.relative(SRC, file);
  return relative.startsWith('..') || !relative.includes(path.sep) ? null : relative.split(path.sep)[0]!;
};

const deciders = sources(SRC).filter((file) => file.endsWith('.decider.ts'));

describe('one writer per stream', () => {
  it('finds a decider in every context that stores events, and in no other', () => {
    const storing = contexts.filter((context) => context.eventGuards?.length).map((context) => context.name);
    expect([...new Set(deciders.map(contextOf))].sort()).toEqual([...storing].sort());
  });

  it.each(deciders.map((file) => [path.relative(SRC, file), file]))('%s is imported only inside its own context', (_name, decider) => {
    const owner = contextOf(decider);
    const strangers = WORKSPACES.flatMap(sources).filter((file) => {
      if (contextOf(file) === owner) return false;
      const imports = [...fs.readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((match) => match[1]!);
      return imports.some((spec) => spec.startsWith('.') && path.resolve(path.dirname(file), spec).replace(/\.js$/, '.ts') === decider);
    });
    expect(strangers.map((file) => path.relative(SRC, file))).toEqual([]);
  });

  it("exports no decider from a context's public surface", () => {
    for (const context of new Set(deciders.map(contextOf))) {
      const index = path.join(SRC, context!, 'index.ts');
      // A context without an index has no public surface: nothing of it is imported from outside.
      const surface = fs.existsSync(index) ? fs.readFileSync(index, 'utf8') : '';
      expect({ context, exportsDecider: /\b\w+Decider\b/.test(surface) }).toEqual({ context, exportsDecider: false });
    }
  });
});
