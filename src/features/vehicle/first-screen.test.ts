import { describe, expect, it } from "vitest";
import { firstScreenAction } from "./first-screen";
import type { SidebarButton } from "./sidebar-buttons";

const enquire: SidebarButton = { id: "enquire", label: "Enquire", href: "#enquire" };
const finance: SidebarButton = { id: "finance", label: "Get Finance Quote", href: "/finance?car_id=x" };
const reserve: SidebarButton = { id: "reserve", label: "Reserve Car Now", href: "/cars/x/checkout", fee: "$200" };
const online: SidebarButton = { id: "online-purchase", label: "Online Purchase", href: "/checkout-journey?car_id=x" };
const beingReserved: SidebarButton = { id: "being-reserved", label: "Being reserved", href: null };
const call: SidebarButton = { id: "call", label: "Call the Dealer", href: "tel:+61400000000" };

describe("the first screen's action on a phone: the sidebar's reserve button, else online purchase, else Enquire", () => {
  it("picks reserving where the car can be reserved, wherever it sits in the sidebar's order", () => {
    expect(firstScreenAction([enquire, finance, reserve, online, call])).toBe(reserve);
  });
  it("picks buying online on a site that sells online without the reserve button", () => {
    expect(firstScreenAction([enquire, finance, online, call])).toBe(online);
  });
  it("falls back to Enquire, also while another shopper's hold shows the 'being reserved' note", () => {
    expect(firstScreenAction([enquire, finance, call])).toBe(enquire);
    expect(firstScreenAction([enquire, beingReserved, call])).toBe(enquire);
  });
  it("has none for a car without buttons (sold), and never a note without a link", () => {
    expect(firstScreenAction([])).toBeNull();
    expect(firstScreenAction([beingReserved])).toBeNull();
  });
});
