import { z } from 'zod';
import { actorSchema } from './identity.js';

// The staff console's `read-model-checks` resource: each run of the read-model check, which rebuilds
// every read model from the events beside the live one and compares the two row by row.

export const readModelCheckStatusSchema = z
  .enum(['running', 'passed', 'failed', 'error'])
  .describe('running: under way (or waiting for the worker); passed: no difference; failed: differences found; error: the check could not finish');
export type ReadModelCheckStatus = z.infer<typeof readModelCheckStatusSchema>;

/** One way a live read model's row disagrees with the same row rebuilt from the events. */
export const readModelDifferenceSchema = z.object({
  table: z.string().describe('The read model’s table'),
  key: z.record(z.string(), z.unknown()).describe('The row’s primary key, column by column'),
  kind: z
    .enum(['changed', 'only_live', 'only_rebuilt'])
    .describe(
      'changed: a column differs; only_live: the live table has a row the events do not make; only_rebuilt: the events make a row the live table lacks',
    ),
  column: z.string().nullable().describe('The column that differs (changed only)'),
  live: z.unknown().describe('The live value (changed), the live row (only_live), or null'),
  rebuilt: z.unknown().describe('The rebuilt value (changed), the rebuilt row (only_rebuilt), or null'),
});
export type ReadModelDifference = z.infer<typeof readModelDifferenceSchema>;

/** One run of the check (`read-model-checks` resource). */
export const readModelCheckSchema = z.object({
  id: z.number().int(),
  status: readModelCheckStatusSchema,
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  startedBy: actorSchema.describe('The admin who started it from the console, or the system for `npm run check:read-models`'),
  source: z.enum(['console', 'cli']).describe('console: started by an admin and run by the worker; cli: npm run check:read-models'),
  eventsTotal: z.number().int().nullable().describe('The events up to where the live read models stood, once known'),
  eventsRead: z.number().int(),
  rowsCompared: z.number().int(),
  differenceCount: z.number().int().describe('Every difference found, though `differences` keeps the first 100'),
  differences: z.array(readModelDifferenceSchema),
  error: z.string().nullable().describe('Why the check could not finish (error only)'),
});
export type ReadModelCheck = z.infer<typeof readModelCheckSchema>;
