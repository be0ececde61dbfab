import type { RequestReturnBody, Return } from '@petshop/contract';
import { api } from './client';

/** Sends the wizard's request; resolves with the server's message and the return it recorded. */
export async function requestReturn(request: RequestReturnBody): Promise<{ message: string; data: Return }> {
  const body = await api.post<{ data: Return }>('/returns', request);
  return { message: body.message ?? 'Your return request has been received and is under review.', data: body.data };
}

export async function listMyReturns(): Promise<Return[]> {
  const body = await api.get<{ data: Return[] }>('/returns');
  return body.data ?? [];
}
