export const TOAST_TONES = ['success', 'error', 'info'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

/** What `toast()` takes. */
export interface ToastOptions {
  /**
   * Meaning and colour; `error` is announced at once, the others politely.
   * @default 'info'
   */
  tone?: ToastTone;
  /** Optional bold first line. */
  title?: string;
  /** The text of the toast. */
  message: string;
  /**
   * Milliseconds before the toast closes itself; `Infinity` keeps it until closed.
   * @default theme.motion.toastAutoClose (5000)
   */
  duration?: number;
}

/** A toast as the store holds it. */
export interface ToastItem extends ToastOptions {
  /** Unique for the life of the store, e.g. `toast-3`. */
  id: string;
  tone: ToastTone;
  /** False once dismissed: the toast plays its exit, then leaves the store at the next `add`. */
  isOpen: boolean;
}

export interface ToastStore {
  /** Adds an open toast and returns its id. */
  add: (options: ToastOptions) => string;
  /** Closes the toast with this id; unknown or closed ids are ignored. */
  dismiss: (id: string) => void;
  /** Removes every toast at once, open or not (between stories and tests). */
  clear: () => void;
  /** `useSyncExternalStore` subscription; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** The current toasts, oldest first; a new array after each change. */
  getSnapshot: () => readonly ToastItem[];
}

/**
 * A tiny external store: a list of toasts and the listeners to tell when it changes. Plain
 * JavaScript, so that code outside React (an SWR error handler) can raise a toast.
 */
export function createToastStore(): ToastStore {
  let toasts: readonly ToastItem[] = [];
  let lastId = 0;
  const listeners = new Set<() => void>();

  const update = (next: readonly ToastItem[]) => {
    toasts = next;
    listeners.forEach((listener) => listener());
  };

  return {
    add: (options) => {
      lastId += 1;
      const id = `toast-${lastId}`;
      // Closed toasts have played their exit by now: drop them so that the list stays short.
      update([
        ...toasts.filter((item) => item.isOpen),
        { ...options, tone: options.tone ?? 'info', id, isOpen: true },
      ]);
      return id;
    },
    dismiss: (id) => {
      if (!toasts.some((item) => item.id === id && item.isOpen)) return;
      update(toasts.map((item) => (item.id === id ? { ...item, isOpen: false } : item)));
    },
    clear: () => {
      if (toasts.length > 0) update([]);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => toasts,
  };
}

/** The store every `Toaster` shows and `toast()` writes to. */
export const toastStore = createToastStore();

/**
 * Raises a toast in the mounted `Toaster` and returns its id; callable from anywhere, in or out
 * of React. `toast.dismiss(id)` closes one; `toast.clear()` empties the store.
 */
export const toast = Object.assign((options: ToastOptions): string => toastStore.add(options), {
  dismiss: toastStore.dismiss,
  clear: toastStore.clear,
});
