/**
 * The shop's one family of expected failures: a request or command refused, with the kind of
 * refusal and the words the caller reads. Deciders, commands, guards and pipes throw it; the HTTP
 * layer maps the kind to a status in one place (http-errors.filter.ts), and jobs carry it across
 * Redis (queues/job-failures.ts).
 */
export type RejectionKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unprocessable'
  | 'too_many_requests'
  | 'unavailable'
  | 'insufficient_storage';

export const REJECTION_STATUS: Record<RejectionKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unprocessable: 422,
  too_many_requests: 429,
  unavailable: 503,
  // The server's own room is used up (the uploads' disk quota): no retry or smaller request of the caller's helps.
  insufficient_storage: 507,
};

export interface FieldError {
  field: string;
  message: string;
}

export class Rejection extends Error {
  /** The fields at fault, each with its message; a single field given by name carries the rejection's own message. */
  readonly errors: FieldError[] | undefined;

  /**
   * @param retryAfterSeconds when the refusal is for now only (a limit's window): the HTTP answer
   *   carries it as `Retry-After`. Every 429 carries one (http-errors.filter.ts).
   */
  constructor(
    readonly kind: RejectionKind,
    message: string,
    fields?: string | FieldError[],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'Rejection';
    this.errors = typeof fields === 'string' ? [{ field: fields, message }] : fields;
  }

  /** A rejection answered before with this status (an Idempotency-Key replay), as it was. */
  static answered(status: number, message: string, errors?: FieldError[]): Rejection {
    const kind = (Object.keys(REJECTION_STATUS) as RejectionKind[]).find((candidate) => REJECTION_STATUS[candidate] === status) ?? 'invalid';
    return new Rejection(kind, message, errors);
  }
}
