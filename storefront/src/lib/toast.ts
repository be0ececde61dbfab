import { useSyncExternalStore, type ReactNode } from 'react';

/** Toast kinds and timings, one place for every page. */
export type ToastType = 'blank' | 'error' | 'success' | 'loading' | 'custom';

export interface Toast {
  id: string;
  type: ToastType;
  message: ReactNode;
  /** Milliseconds before it goes away on its own; Infinity keeps it until dismissed. */
  duration: number;
}

export interface ToastOptions {
  /** Reusing an id replaces that toast (e.g. turn a loading toast into a success). */
  id?: string;
  duration?: number;
}

export const TOAST_DURATIONS: Readonly<Record<ToastType, number>> = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
};

export const MAX_TOASTS = 20;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

function clearTimer(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

function show(type: ToastType, message: ReactNode, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${nextId++}`;
  const item: Toast = { id, type, message, duration: options.duration ?? TOAST_DURATIONS[type] };

  if (toasts.some((t) => t.id === id)) {
    toasts = toasts.map((t) => (t.id === id ? item : t));
  } else {
    const kept = [item, ...toasts];
    for (const dropped of kept.slice(MAX_TOASTS)) clearTimer(dropped.id);
    toasts = kept.slice(0, MAX_TOASTS);
  }

  clearTimer(id);
  if (Number.isFinite(item.duration)) {
    timers.set(
      id,
      setTimeout(() => dismiss(id), item.duration),
    );
  }
  emit();
  return id;
}

/** Removes one toast, or every toast when no id is given. */
function dismiss(id?: string): void {
  const gone = id === undefined ? toasts : toasts.filter((t) => t.id === id);
  if (gone.length === 0) return;
  for (const t of gone) clearTimer(t.id);
  toasts = id === undefined ? [] : toasts.filter((t) => t.id !== id);
  emit();
}

/** `toast('Hello')`, `toast.success(...)`, `toast.error(...)`, `toast.loading(...)`, `toast.dismiss(id)`. */
export const toast = Object.assign((message: ReactNode, options?: ToastOptions) => show('blank', message, options), {
  success: (message: ReactNode, options?: ToastOptions) => show('success', message, options),
  error: (message: ReactNode, options?: ToastOptions) => show('error', message, options),
  loading: (message: ReactNode, options?: ToastOptions) => show('loading', message, options),
  custom: (message: ReactNode, options?: ToastOptions) => show('custom', message, options),
  dismiss,
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): readonly Toast[] {
  return toasts;
}

/** The toasts currently kept, newest first. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
