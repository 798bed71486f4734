"use client";

import { useEffect, useId, useRef, useState } from "react";
import { HONEYPOT_FIELD, SPAM_CHECK_FAILED } from "@/features/leads/lead-messages";

/*
 * Without JavaScript the challenge is never solved: the form posts `pow_token` with an empty `pow_nonce`, and the
 * server then falls back to the honeypot plus a stricter rate limit instead of rejecting the lead outright.
 */

interface Pending {
  promise: Promise<void>;
  resolve: () => void;
  reject: (err: Error) => void;
  settled: boolean;
}

/** One pending solve per form, created by whichever comes first: the component's effect or `awaitSpamCheck`. */
const pending = new WeakMap<HTMLFormElement, Pending>();

function pendingFor(form: HTMLFormElement, replaceSettled = false): Pending {
  const current = pending.get(form);
  if (current && !(replaceSettled && current.settled)) return current;
  let resolve!: () => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => {}); // failures are shown in the status line; no unhandled rejection when nobody awaits
  const entry: Pending = {
    promise,
    resolve: () => ((entry.settled = true), resolve()),
    reject: (err) => ((entry.settled = true), reject(err)),
    settled: false,
  };
  pending.set(form, entry);
  return entry;
}

/**
 * For a form's submit handler: resolves once the form's `pow_nonce` is filled in (the DOM already holds the value,
 * so `new FormData(form)` afterwards includes it). Resolves at once if the form has no spam check; rejects with
 * SPAM_CHECK_FAILED if solving failed (the caller may still submit and let the server's fallback decide).
 */
export function awaitSpamCheck(form: HTMLFormElement): Promise<void> {
  const nonce = form.elements.namedItem("pow_nonce");
  if (!(nonce instanceof HTMLInputElement) || nonce.value !== "") return Promise.resolve();
  form.dispatchEvent(new Event(START_EVENT)); // sent straight away (e.g. by autofill): start now
  return pendingFor(form).promise;
}

/** Asks a form's spam check to start solving now. */
const START_EVENT = "forecourt:spam-check-start";

type Status = "idle" | "working" | "done" | "failed";
const MESSAGES: Record<Status, string> = {
  idle: "",
  working: "Checking you're not a robot…",
  done: "Spam check complete",
  failed: SPAM_CHECK_FAILED,
};

/** Where a form gets its puzzle (api/spam-check): fresh for each form, never in the page, which may be cached. */
const PUZZLE_URL = "/api/spam-check";

async function fetchPuzzle(signal: AbortSignal): Promise<{ token: string; difficulty: number }> {
  const response = await fetch(PUZZLE_URL, { cache: "no-store", signal });
  if (!response.ok) throw new Error(`no puzzle (HTTP ${response.status})`);
  return (await response.json()) as { token: string; difficulty: number };
}

/**
 * Proof-of-work spam check for a lead form; render it inside the <form>. When the shopper starts on the form it
 * fetches a puzzle and solves it, never blocking the form. Also renders the honeypot, which humans neither see nor
 * reach with the keyboard. `difficulty` is the site's: a puzzle easier than it is refused.
 */
export function SpamCheck({ difficulty }: { difficulty: number }) {
  const [token, setToken] = useState("");
  // Each result remembers its token, so a new token never posts a stale nonce.
  const [result, setResult] = useState<{ token: string; nonce?: string; failed?: true } | null>(null);
  const nonce = token && result?.token === token ? (result.nonce ?? "") : "";
  // Solving starts when the shopper first works with the form, not on page load: a page with three
  // forms spends no processor time on puzzles nobody needs.
  const [started, setStarted] = useState(false);
  const status: Status = nonce ? "done" : result?.failed ? "failed" : started ? "working" : "idle";
  const nonceRef = useRef<HTMLInputElement>(null);
  const honeypotId = useId();

  useEffect(() => {
    const form = nonceRef.current?.form;
    if (!form || started) return;
    const start = () => setStarted(true);
    for (const type of ["focusin", "pointerdown", START_EVENT]) form.addEventListener(type, start, { once: true });
    return () => {
      for (const type of ["focusin", "pointerdown", START_EVENT]) form.removeEventListener(type, start);
    };
  }, [started]);

  useEffect(() => {
    if (!started) return;
    const form = nonceRef.current?.form ?? null;
    const entry = form ? pendingFor(form, true) : null;
    const controller = new AbortController();
    // The puzzle, and the solver with its hash library, load after the page: they never weigh on the first load.
    Promise.all([fetchPuzzle(controller.signal), import("@/features/leads/proof-of-work")])
      .then(async ([puzzle, { solveChallenge }]) => {
        if (!controller.signal.aborted) setToken(puzzle.token);
        const work = Math.max(puzzle.difficulty, difficulty);
        return { token: puzzle.token, nonce: await solveChallenge(puzzle.token, work, { signal: controller.signal }) };
      })
      .then(
        (found) => {
          if (!controller.signal.aborted) setResult(found);
        },
        (err: unknown) => {
          if (controller.signal.aborted) return;
          console.error("spam check failed:", (err as Error).message);
          setResult({ token: "", failed: true });
          entry?.reject(new Error(SPAM_CHECK_FAILED));
        },
      );
    return () => controller.abort();
  }, [difficulty, started]);

  // Resolve waiters only after React has written the nonce into the DOM.
  useEffect(() => {
    const form = nonceRef.current?.form;
    if (nonce && form) pendingFor(form).resolve();
  }, [nonce]);

  return (
    <>
      <input type="hidden" name="pow_token" value={token} />
      <input type="hidden" name="pow_nonce" value={nonce} ref={nonceRef} />
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={honeypotId}>Leave this field empty</label>
        <input type="text" id={honeypotId} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <p role="status" className="text-xs text-gray-600">
        {MESSAGES[status]}
      </p>
    </>
  );
}
