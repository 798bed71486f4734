/**
 * A header dropdown's state ("Dropdown menus open and close on click, or on hover for some
 * brands. Opening adds a marker class to the header group."). One state decides the marker class, the menu's
 * visibility and the expanded state read out to assistive technology, so the three cannot disagree.
 *
 * - closed: nothing shown.
 * - hovered: opened by a mouse resting on the group (hover brands only); the mouse leaving closes it.
 * - pinned: opened by a press (click, tap, Enter or Space); it stays until pressed again or dismissed.
 *
 * Hover counts only for a mouse. A tap on a touch screen also sends enter and leave events around its click; were they
 * hover, the tap would open the menu and its click shut it at once, so a touch user could never open it.
 */
export type DropdownState = "closed" | "hovered" | "pinned";
export type OpensOn = "click" | "hover";

export type DropdownEvent =
  /** A click on the label: mouse, tap, or Enter / Space on the focused label. */
  | { type: "press" }
  | { type: "pointer-enter"; pointerType: string }
  | { type: "pointer-leave"; pointerType: string }
  /** Escape, a press outside the group, or focus moving out of it. */
  | { type: "dismiss" }
  /** The browser showed or hid the menu itself (a click before scripts ran, find-in-page opening it). */
  | { type: "shown"; open: boolean };

export const isOpen = (state: DropdownState): boolean => state !== "closed";

export function nextDropdownState(state: DropdownState, event: DropdownEvent, opensOn: OpensOn): DropdownState {
  switch (event.type) {
    case "press":
      // A press on a menu the mouse opened keeps it open: that click is usually the same visitor arriving, and
      // shutting the menu under it would hide what they came for. A second press closes it.
      return state === "pinned" ? "closed" : "pinned";
    case "pointer-enter":
      return opensOn === "hover" && event.pointerType === "mouse" && state === "closed" ? "hovered" : state;
    case "pointer-leave":
      return event.pointerType === "mouse" && state === "hovered" ? "closed" : state;
    case "dismiss":
      return "closed";
    case "shown":
      if (isOpen(state) === event.open) return state;
      return event.open ? "pinned" : "closed";
  }
}
