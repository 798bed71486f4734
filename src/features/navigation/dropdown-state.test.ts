import { describe, expect, it } from "vitest";
import { isOpen, nextDropdownState, type DropdownEvent, type DropdownState, type OpensOn } from "./dropdown-state";

const run = (events: DropdownEvent[], opensOn: OpensOn, from: DropdownState = "closed") =>
  events.reduce((state, event) => nextDropdownState(state, event, opensOn), from);
const press: DropdownEvent = { type: "press" };
const enter = (pointerType = "mouse"): DropdownEvent => ({ type: "pointer-enter", pointerType });
const leave = (pointerType = "mouse"): DropdownEvent => ({ type: "pointer-leave", pointerType });

describe("header dropdowns (open and close on click, or on hover for some brands)", () => {
  it("opens and closes on click where the brand says click, and ignores hover there", () => {
    expect(run([press], "click")).toBe("pinned");
    expect(run([press, press], "click")).toBe("closed");
    expect(run([enter()], "click")).toBe("closed");
  });
  it("opens while a mouse hovers where the brand says hover, and closes when it leaves", () => {
    expect(run([enter()], "hover")).toBe("hovered");
    expect(run([enter(), leave()], "hover")).toBe("closed");
  });
  it("keeps a hover-opened menu open when its label is clicked (shown, marked and expanded alike), and a second click closes it", () => {
    const clicked = run([enter(), press], "hover");
    expect(clicked).toBe("pinned");
    expect(isOpen(clicked)).toBe(true);
    expect(run([enter(), press, press], "hover")).toBe("closed");
  });
  it("keeps a clicked menu open when the mouse leaves; Escape or a click elsewhere closes it", () => {
    expect(run([enter(), press, leave()], "hover")).toBe("pinned");
    expect(run([enter(), press, leave(), { type: "dismiss" }], "hover")).toBe("closed");
  });
  it("toggles on a tap alone: a touch's enter and leave are not hover, so its click opens the menu and the next one closes it", () => {
    const tap = [enter("touch"), press, leave("touch")];
    expect(run(tap, "hover")).toBe("pinned");
    expect(run([...tap, ...tap], "hover")).toBe("closed");
    expect(run([enter("pen"), press], "hover")).toBe("pinned");
  });
  it("toggles from the keyboard (Enter or Space press the label) on either kind of brand", () => {
    for (const opensOn of ["click", "hover"] as const) {
      expect(run([press], opensOn)).toBe("pinned");
      expect(run([press, press], opensOn)).toBe("closed");
    }
  });
  it("closes on Escape even while the mouse still hovers (content on hover is dismissible, WCAG 1.4.13), and stays closed until the mouse comes back", () => {
    expect(run([enter(), { type: "dismiss" }], "hover")).toBe("closed");
    expect(run([enter(), { type: "dismiss" }, enter()], "hover")).toBe("hovered");
  });
  it("follows the browser when it shows or hides the menu itself, counting a shown menu as clicked open", () => {
    expect(run([{ type: "shown", open: true }], "hover")).toBe("pinned");
    expect(run([{ type: "shown", open: false }], "hover", "hovered")).toBe("closed");
    expect(run([{ type: "shown", open: true }], "hover", "hovered")).toBe("hovered");
    expect(run([{ type: "shown", open: false }], "click")).toBe("closed");
  });
  it("is open in every state but closed", () => {
    expect([isOpen("closed"), isOpen("hovered"), isOpen("pinned")]).toEqual([false, true, true]);
  });
});
