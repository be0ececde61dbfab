/**
 * Errors in Razorpay's wire shape: `{ error: { code, description, source, step, reason, metadata, field } }`.
 * Handlers throw these; the server turns them into the HTTP answer, so the SDK's `normalizeError`
 * sees exactly what api.razorpay.com would send.
 */
export interface RazorpayErrorBody {
  code: string;
  description: string;
  source: string;
  step: string;
  reason: string;
  metadata: Record<string, string>;
  field?: string;
}

export class RazorpayError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly body: RazorpayErrorBody,
  ) {
    super(body.description);
    this.name = 'RazorpayError';
  }

  toJSON(): { error: RazorpayErrorBody } {
    return { error: this.body };
  }
}

/** A rejected request parameter, as Razorpay reports validation failures (HTTP 400). */
export function inputError(description: string, field?: string): RazorpayError {
  return new RazorpayError(400, {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
    ...(field === undefined ? {} : { field }),
  });
}

/** Errors Razorpay raises outside a payment flow (auth, routing, state conflicts) carry "NA" context. */
export function requestError(httpStatus: number, description: string, code = 'BAD_REQUEST_ERROR'): RazorpayError {
  return new RazorpayError(httpStatus, { code, description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} });
}

/** Razorpay answers an unknown (but well-formed) id with a 400, not a 404. */
export function idNotFound(): RazorpayError {
  return inputError('The id provided does not exist');
}

export function serverError(): RazorpayError {
  return requestError(500, 'We are facing some trouble completing your request at the moment. Please try again shortly.', 'SERVER_ERROR');
}
