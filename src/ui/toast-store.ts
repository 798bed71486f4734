/**
 * The one toast store: at most one toast; a toast is
 * added, updated, dismissed (marked closed, no longer shown) and removed from the store after a very
 * long delay (1,000,000 ms). A tiny external store for useSyncExternalStore: <Toaster> renders it once
 * in the site layout, and any client component adds to it with toast().
 */

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** How long a toast stays open unless the caller says otherwise (a toast with an action needs time to reach it). */
const DEFAULT_DURATION_MS = 6_000;

export interface ToastInput {
  title?: string;
  description: string;
  /** A link the toast offers ('View List'). */
  action?: { label: string; href: string };
  /** Open for this long, then dismissed; null stays until dismissed. */
  duration?: number | null;
}

export interface Toast extends Required<Omit<ToastInput, "title" | "action">> {
  id: number;
  title: string | null;
  action: { label: string; href: string } | null;
  open: boolean;
}

type ToastAction =
  | { type: "add"; toast: Toast }
  | { type: "update"; id: number; patch: Partial<ToastInput> }
  | { type: "dismiss"; id: number }
  | { type: "remove"; id: number };

/** The store's state change, pure: the newest toast first, at most TOAST_LIMIT kept. */
function reduceToasts(toasts: readonly Toast[], action: ToastAction): readonly Toast[] {
  switch (action.type) {
    case "add":
      return [action.toast, ...toasts].slice(0, TOAST_LIMIT);
    case "update":
      return toasts.map((t) =>
        t.id === action.id
          ? {
              ...t,
              ...action.patch,
              title: action.patch.title ?? t.title,
              action: action.patch.action ?? t.action,
              duration: action.patch.duration === undefined ? t.duration : action.patch.duration,
            }
          : t,
      );
    case "dismiss":
      return toasts.map((t) => (t.id === action.id ? { ...t, open: false } : t));
    case "remove":
      return toasts.filter((t) => t.id !== action.id);
  }
}

type Timer = ReturnType<typeof setTimeout>;

export function createToastStore() {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const closing = new Map<number, Timer>();
  const removing = new Map<number, Timer>();

  const dispatch = (action: ToastAction) => {
    toasts = reduceToasts(toasts, action);
    listeners.forEach((l) => l());
  };
  const stop = (timers: Map<number, Timer>, id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  const closeLater = (id: number, duration: number | null) => {
    stop(closing, id);
    if (duration !== null)
      closing.set(
        id,
        setTimeout(() => dismiss(id), duration),
      );
  };
  const dismiss = (id: number) => {
    stop(closing, id);
    if (!toasts.some((t) => t.id === id && t.open)) return;
    dispatch({ type: "dismiss", id });
    removing.set(
      id,
      setTimeout(() => {
        removing.delete(id);
        dispatch({ type: "remove", id });
      }, TOAST_REMOVE_DELAY_MS),
    );
  };

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => toasts,
    add(input: ToastInput): number {
      const id = nextId++;
      const duration = input.duration === undefined ? DEFAULT_DURATION_MS : input.duration;
      // The toast it replaces (limit 1) is gone from the store: its timers have nothing left to do.
      for (const t of toasts.slice(TOAST_LIMIT - 1)) {
        stop(closing, t.id);
        stop(removing, t.id);
      }
      dispatch({
        type: "add",
        toast: {
          id,
          title: input.title ?? null,
          description: input.description,
          action: input.action ?? null,
          duration,
          open: true,
        },
      });
      closeLater(id, duration);
      return id;
    },
    update(id: number, patch: Partial<ToastInput>) {
      dispatch({ type: "update", id, patch });
      if (patch.duration !== undefined) closeLater(id, patch.duration);
    },
    dismiss,
    /** Keeps an open toast open while the shopper is in it (focus on its action): no time limit on reaching it. */
    hold(id: number) {
      stop(closing, id);
    },
    /** Starts its time again when the shopper leaves it. */
    release(id: number) {
      const t = toasts.find((x) => x.id === id && x.open);
      if (t) closeLater(id, t.duration);
    },
  };
}

/** The page's one store. */
export const toastStore = createToastStore();

export const toast = (input: ToastInput) => toastStore.add(input);
