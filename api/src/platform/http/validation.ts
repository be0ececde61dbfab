import { type PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { Rejection, type FieldError } from '../event-sourcing/rejection.js';

/**
 * Validates a body, query or parameter against a zod schema. The answer names each field once,
 * with its first problem, and the message is the first field's: the contract's messages ("Email
 * is required") are written into its schemas (@petshop/contract).
 */
export class ZodPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.output<Schema>> {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown): z.output<Schema> {
    const parsed = this.schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    const errors = fieldErrors(parsed.error);
    throw new Rejection('invalid', errors[0]?.message ?? 'Invalid request', errors);
  }
}

export function fieldErrors(error: z.ZodError): FieldError[] {
  const byField = new Map<string, string>();
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const field = [...issue.path, key].join('.');
        if (!byField.has(field)) byField.set(field, `Unknown field "${field}"`);
      }
      continue;
    }
    const field = issue.path.join('.') || 'body';
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

/** Ids are strings; anything else in a path is answered 404 by the caller rather than 500 by the database. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The body of a route that takes nothing beyond its path: an empty one or none (react-admin's create sends `{}`); any key is refused. */
export const noBody = z.strictObject({});
