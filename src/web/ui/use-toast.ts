/**
 * Toast store (spec §9): one toast visible at a time, removed from memory 1,000,000 ms
 * after dismissal, shown for 5000 ms by default. A tiny external store so any code
 * (query-client hooks included) can raise a toast without a React context.
 */
import { useSyncExternalStore, type ReactNode } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION_MS = 5000;

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive' | 'success';
  duration?: number;
  open: boolean;
}

type Listener = () => void;
let toasts: ToastData[] = [];
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit() {
  for (const l of listeners) l();
}

export function dismissToast(id?: string) {
  toasts = toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
  for (const t of toasts) {
    if (!t.open && !removeTimers.has(t.id)) {
      removeTimers.set(
        t.id,
        setTimeout(() => {
          removeTimers.delete(t.id);
          toasts = toasts.filter((x) => x.id !== t.id);
          emit();
        }, TOAST_REMOVE_DELAY),
      );
    }
  }
  emit();
}

export function toast(input: Omit<ToastData, 'id' | 'open'>) {
  const id = String(++counter);
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** The current toasts, outside React (tests, non-component code). */
export function getToastsSnapshot(): ToastData[] {
  return toasts;
}

export function useToasts(): ToastData[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
    () => toasts,
  );
}
