"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import { TEXT_SEARCH_DEBOUNCE_MS } from "@/features/search/price-slider";
import { foldRangeInputs, parseSearchParams, searchHref } from "@/features/search/search-params";
import {
  type FocusedControl,
  focusedControl,
  forgetSearchForm,
  recalledSearchForm,
  rememberSearchForm,
  rememberTyping,
  sameControl,
} from "./search-form-memory";

/**
 * The filter form. Without JavaScript it is a plain GET form. With it, every change updates the
 * results in place (client navigation, no full reload): at once for boxes and selects, 300 ms after
 * typing stops in the keyword box, 400 ms after a range input. The page is never carried over: a new
 * refinement starts at page one.
 */
export function SearchForm({ action, href, children }: { action: string; href: string; children: ReactNode }) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const el = form.current;
    if (!el) return;
    const recalled = recalledSearchForm(href);
    forgetSearchForm();
    refocus(el, recalled?.focus);
    // `submitted`: 'Show Me N cars' folds the panel (MobileFilters), so the next page keeps it folded.
    const go = (submitted = false) => {
      const raw = new URLSearchParams();
      for (const [k, v] of new FormData(el)) if (typeof v === "string") raw.append(k, v);
      const { state } = parseSearchParams(foldRangeInputs(raw) ?? raw);
      const next = searchHref(action, { ...state, page: 1 });
      const active = document.activeElement;
      rememberSearchForm({
        href: next,
        panelOpen: !submitted && el.closest("[data-filter-panel]")?.getAttribute("data-open") === "true",
        focus:
          (active instanceof HTMLInputElement || active instanceof HTMLSelectElement) && el.contains(active)
            ? focusedControl(active)
            : null,
      });
      router.push(next, { scroll: false });
    };
    const later = (ms: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => go(), ms);
    };
    const onInput = (e: Event) => {
      const target = e.target as HTMLInputElement;
      if (target.type !== "search") return;
      later(TEXT_SEARCH_DEBOUNCE_MS);
      rememberTyping({ value: target.value, due: Date.now() + TEXT_SEARCH_DEBOUNCE_MS });
    };
    const onChange = (e: Event) => {
      const target = e.target as HTMLInputElement;
      if (target.type === "search" || target.type === "range") return; // typing on input, a slider via its boxes: debounced
      if (target.dataset.debounce) later(Number(target.dataset.debounce));
      else go();
    };
    const onSubmit = (e: SubmitEvent) => {
      e.preventDefault();
      clearTimeout(timer.current);
      go(true);
    };
    el.addEventListener("input", onInput);
    el.addEventListener("change", onChange);
    el.addEventListener("submit", onSubmit);
    // Letters typed while this page loaded (the box starts with them, KeywordInput): their search, when it was due.
    if (recalled?.typed) later(Math.max(0, recalled.typed.due - Date.now()));
    // A choice made before the page's script ran (a quick tap on Sort by, on a slow phone) fired its change event
    // with no one listening: search for it now rather than leave the shopper waiting on a page that ignored them.
    else if (changedBeforeScript(el)) go();
    return () => {
      el.removeEventListener("input", onInput);
      el.removeEventListener("change", onChange);
      el.removeEventListener("submit", onSubmit);
      clearTimeout(timer.current);
    };
  }, [action, href, router]);

  return (
    <form ref={form} id="search-form" method="get" action={action} role="search" aria-label="Filter stock">
      {children}
    </form>
  );
}

/** The control the shopper changed on the page before, focused again on the page it led to (search-form-memory.ts). */
function refocus(form: HTMLFormElement, focus: FocusedControl | null | undefined): void {
  if (!focus) return;
  const control = Array.from(form.elements).find(
    (c): c is HTMLInputElement | HTMLSelectElement =>
      (c instanceof HTMLInputElement || c instanceof HTMLSelectElement) && sameControl(focus, c),
  );
  control?.focus({ preventScroll: true });
}

/** Whether a control of the form differs from what the server rendered (its default value, checked or selected). */
function changedBeforeScript(form: HTMLFormElement): boolean {
  for (const control of Array.from(form.elements)) {
    if (control instanceof HTMLSelectElement) {
      // With no option marked selected in the page, the first one is the default.
      const rendered = Math.max(
        0,
        Array.from(control.options).findIndex((o) => o.defaultSelected),
      );
      if (!control.multiple && control.selectedIndex !== rendered) return true;
    } else if (control instanceof HTMLInputElement) {
      if (control.type === "checkbox" || control.type === "radio") {
        if (control.checked !== control.defaultChecked) return true;
      } else if (control.type !== "hidden" && control.type !== "range" && control.value !== control.defaultValue)
        return true;
    }
  }
  return false;
}
