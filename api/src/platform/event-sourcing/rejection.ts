/**
 * A command the domain refuses, with the kind of refusal. Deciders throw it; the HTTP layer maps
 * the kind to a status in one place (http-errors.filter.ts).
 */
export type RejectionKind = 'not_found' | 'forbidden' | 'conflict' | 'unprocessable' | 'invalid' | 'unavailable';

export class Rejection extends Error {
  constructor(
    readonly kind: RejectionKind,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'Rejection';
  }
}
