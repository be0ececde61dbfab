import { useMutation, useQuery } from '@tanstack/react-query';
import { HttpError, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ADMIN_API_URL, httpClient } from '../dataProvider';
import type { ContractOrder, Order, OrderEventRecord, OrderHistoryEntry, OrderStatus, ProviderView, ReplayedOrder } from './types';

// The order's non-CRUD calls. react-query is react-admin's own (one QueryClient): its refresh button
// and useRefresh refetch these too. The API's envelope carries its payload in `data`.

const ORDERS_URL = '/api/orders';

async function envelopeData<T>(url: string): Promise<T> {
  const { json } = await httpClient(url);
  return (json as { data: T }).data;
}

export const orderHistory = (id: string) => envelopeData<OrderHistoryEntry[]>(`${ORDERS_URL}/${encodeURIComponent(id)}/history`);
export const orderEvents = (id: string) => envelopeData<OrderEventRecord[]>(`${ORDERS_URL}/${encodeURIComponent(id)}/events`);

/** The order as it stood after a revision, or at a time (ISO). */
export function replayOrder(id: string, at: { revision: number } | { at: string }): Promise<ReplayedOrder> {
  const query = 'revision' in at ? `revision=${at.revision}` : `at=${encodeURIComponent(at.at)}`;
  return envelopeData<ReplayedOrder>(`${ORDERS_URL}/${encodeURIComponent(id)}/replay?${query}`);
}

/** Bare JSON (the staff surface); a 503 means the provider did not answer. */
export async function providerView(id: string): Promise<ProviderView> {
  const { json } = await httpClient(`${ADMIN_API_URL}/orders/${encodeURIComponent(id)}/provider`);
  return json as ProviderView;
}

export interface StatusChangeBody {
  orderStatus: OrderStatus;
  reason?: string;
  force?: boolean;
}

type OrderAnswer = { message: string; data: ContractOrder };

async function orderAction(id: string, path: string, method: 'PATCH' | 'POST', body?: unknown): Promise<OrderAnswer> {
  const { json } = await httpClient(`${ORDERS_URL}/${encodeURIComponent(id)}/${path}`, {
    method,
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return json as OrderAnswer;
}

export const changeOrderStatus = (id: string, body: StatusChangeBody) => orderAction(id, 'status', 'PATCH', body);

/** A parcel: the lines and quantities (all that is left when omitted), the carrier's code and the tracking number. */
export interface ShipmentBody {
  carrier: string;
  trackingNumber: string;
  lines?: { productId: string; quantity: number }[];
}

export const shipParcel = (id: string, body: ShipmentBody) => orderAction(id, 'shipments', 'POST', body);
export const markParcelDelivered = (id: string, shipmentId: string) => orderAction(id, `shipments/${encodeURIComponent(shipmentId)}/delivered`, 'POST');

const key = (id: string, what: string, ...rest: unknown[]) => ['orders', id, what, ...rest];

/** The id of the order the page shows ('' while it loads). */
export const useShownOrderId = () => String(useRecordContext<Order>()?.id ?? '');

export const useOrderHistory = (id: string) => useQuery({ queryKey: key(id, 'history'), queryFn: () => orderHistory(id) });
export const useOrderEvents = (id: string) => useQuery({ queryKey: key(id, 'events'), queryFn: () => orderEvents(id) });

export function useReplay(id: string, at: { revision: number } | { at: string } | null) {
  return useQuery({
    queryKey: key(id, 'replay', at),
    queryFn: () => replayOrder(id, at!),
    enabled: at !== null,
    // Past states never change: keep them while stepping back and forth.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useProviderView(id: string) {
  return useQuery({
    queryKey: key(id, 'provider'),
    queryFn: () => providerView(id),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Runs one of the order's actions, shows the server's message, and refreshes the page (record, timeline, events). */
export function useOrderAction<Input>(action: (input: Input) => Promise<OrderAnswer>, onDone?: () => void) {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: action,
    onSuccess: ({ message }) => {
      notify(message, { type: 'success' });
      refresh();
      onDone?.();
    },
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
  });
}

/** The API's message for a failed call (react-admin's HttpError carries it). */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError || error instanceof Error) return error.message;
  return 'Something went wrong';
}

export const isUnavailable = (error: unknown) => error instanceof HttpError && error.status === 503;

export const useChangeOrderStatus = (id: string, onDone?: () => void) => useOrderAction((body: StatusChangeBody) => changeOrderStatus(id, body), onDone);
