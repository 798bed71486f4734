import { signInPath } from "@/features/accounts";
import { PENDING_SAVE_KEY, pendingSaveRecord, pendingSaveToResume } from "@/features/watchlist/pending-save";
import { WATCHLIST_FAILURE, withCar } from "@/features/watchlist/watchlist-rules";
import { announceChange } from "./toasts";

/**
 * The browser's view of the signed-in shopper's watchlist (a tiny external store for
 * useSyncExternalStore). Pages are the same for everyone, so each page fetches the shopper's state once
 * (GET /api/watchlist) however many toggles it shows. A change shows at once (optimistic), then the
 * server's success flag decides; a failure takes it back and alerts the error message.
 */

interface State {
  /** The shopper's state has arrived. */
  ready: boolean;
  /** The first ask has been answered, or has failed (a tap then asks again). */
  settled: boolean;
  signedIn: boolean;
  phone: string | null;
  ids: readonly number[];
}

let state: State = { ready: false, settled: false, signedIn: false, phone: null, ids: [] };
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
const inFlight = new Set<number>();

function set(next: Partial<State>) {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

function load(): Promise<void> {
  loading ??= fetch("/api/watchlist", { cache: "no-store" })
    .then((r) =>
      r.ok ? (r.json() as Promise<{ signedIn: boolean; phone_number: string | null; car_ids: number[] }>) : null,
    )
    .then((body) => {
      if (!body) throw new Error("watchlist state unavailable");
      set({ ready: true, settled: true, signedIn: body.signedIn, phone: body.phone_number, ids: body.car_ids });
      void resumePendingSave();
    })
    .catch(() => {
      loading = null; // the next tap asks again
      set({ settled: true });
    });
  return loading;
}

/** The car asked for before signing in is saved on the way back, signed in (then the toast shows). */
async function resumePendingSave() {
  let pending;
  try {
    pending = pendingSaveToResume(sessionStorage.getItem(PENDING_SAVE_KEY), Date.now());
    sessionStorage.removeItem(PENDING_SAVE_KEY);
  } catch {
    return;
  }
  if (!pending || !state.signedIn) return; // came back without signing in: the request is dropped
  if (state.ids.includes(pending.id)) announceChange(pending, true);
  else await send(pending, true);
}

async function send(car: { id: number; name: string }, save: boolean): Promise<boolean> {
  inFlight.add(car.id);
  set({ ids: withCar(state.ids, car.id, save) });
  let message = WATCHLIST_FAILURE;
  try {
    const response = await fetch(`/api/watchlist/${save ? "save-car" : "remove-car"}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ phone_number: state.phone, car_id: car.id }),
    });
    const body = (await response.json().catch(() => null)) as {
      success?: boolean;
      error?: { message?: string };
    } | null;
    if (body?.success === true) {
      announceChange(car, save);
      return true;
    }
    if (typeof body?.error?.message === "string") message = body.error.message;
  } catch {
    // offline or the server unreachable: the general message
  } finally {
    inFlight.delete(car.id);
  }
  set({ ids: withCar(state.ids, car.id, !save) });
  window.alert(message);
  return false;
}

export const accountWatchlist = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    void load();
    return () => void listeners.delete(listener);
  },
  isSaved: (id: number) => state.ids.includes(id),
  isSettled: () => state.settled,
  /**
   * Saves or removes the car; true when the server agreed. Signed out, it goes to sign-in, which brings
   * the shopper back here (a save remembers the car and is made then).
   */
  async setSaved(car: { id: number; name: string }, save: boolean): Promise<boolean> {
    if (inFlight.has(car.id)) return false;
    await load();
    if (!state.ready) {
      window.alert(WATCHLIST_FAILURE);
      return false;
    }
    if (!state.signedIn || !state.phone) {
      // A removal needs the session too (it ended since the page loaded): sign in, then remove again.
      if (save)
        try {
          sessionStorage.setItem(PENDING_SAVE_KEY, pendingSaveRecord(car, Date.now()));
        } catch {
          // storage disabled: they sign in and tap again
        }
      const here = `${window.location.pathname}${window.location.search}`;
      window.location.assign(signInPath({ type: "watchlist", redirect: here, back: here }));
      return false;
    }
    return send(car, save);
  },
};
