/**
 * What the search form leaves for the page its own change leads to. The query is part of the search page's route
 * (search-cache-key.ts), so Next renders the next results as a new page: without this the filter panel a shopper
 * opened on a phone would fold shut, and the focus would drop from the box or option they had just changed to the
 * top of the document (a keyboard or screen-reader user loses their place). Kept in memory only: a reload or a
 * link starts afresh.
 */
export type FocusedControl = { name: string; value: string | null };
/** What the shopper typed in the keyword box while the results they had asked for loaded, and when its search is due. */
export type TypedAhead = { value: string; due: number };
type Memory = { href: string; panelOpen: boolean; focus: FocusedControl | null; typed?: TypedAhead };

let memory: Memory | null = null;

/** Called as the form navigates to `href` (its pathname and query string). */
export function rememberSearchForm(next: Memory): void {
  memory = next;
}

/**
 * Typing goes on while the results load, but the page they arrive as is new, with the box as the server rendered it:
 * the letters typed since would be lost, and with them the search they were waiting for. Kept only while the form's
 * own navigation is on its way (its memory is there); otherwise the box's own page keeps them.
 */
export function rememberTyping(typed: TypedAhead): void {
  if (memory) memory = { ...memory, typed };
}

/** What the form left for the page now at `href`; nothing for a page reached any other way. */
export function recalledSearchForm(href: string): Memory | null {
  return memory && memory.href === href ? memory : null;
}

/** Once the new page has taken it back: a later visit to the same URL by a link starts afresh. */
export function forgetSearchForm(): void {
  memory = null;
}

/** The control to focus again: a box or option by its name and value, any other control by its name. */
export function sameControl(focus: FocusedControl, control: { name: string; value: string; type: string }): boolean {
  if (control.name !== focus.name) return false;
  return focus.value === null || control.value === focus.value;
}

/** How a focused control is remembered: boxes and options share a name, so their value tells them apart. */
export function focusedControl(control: { name: string; value: string; type: string }): FocusedControl | null {
  if (!control.name) return null;
  const choice = control.type === "checkbox" || control.type === "radio";
  return { name: control.name, value: choice ? control.value : null };
}
