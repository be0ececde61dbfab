import { ApiError } from '../../api/client';

const NETWORK_FAILURE = 'Something went wrong. Please try again later.';

/** What a failed call says to the shopper: the server's words, or that the network failed. */
export function failureOf(error: unknown): { message: string; fields: Record<string, string>; status: number } {
  if (!(error instanceof ApiError) || error.status === 0) return { message: NETWORK_FAILURE, fields: {}, status: 0 };
  return { message: error.message, fields: Object.fromEntries(error.errors.map(({ field, message }) => [field, message])), status: error.status };
}
