import { roleMay, type StaffRole } from "./roles";

/** A page of the console as its menu links to it. */
export interface ConsoleLink {
  href: string;
  label: string;
}

/**
 * Every page of the console's menu and who is shown it: the pages of a member's work by what their role may read, the
 * lead desk's settings to those who may change a site (managers and owners), the team to owners (the only role that
 * manages the group's people), their own account to everyone. A page still checks who asks on the server; the menu
 * only leaves out what would be refused.
 */
const CONSOLE_PAGES: readonly (ConsoleLink & { shownTo: (role: StaffRole) => boolean })[] = [
  { href: "/leads", label: "Leads", shownTo: (role) => roleMay(role, "lead", "read") },
  { href: "/reservations", label: "Reservations", shownTo: (role) => roleMay(role, "reservation", "read") },
  { href: "/trade-ins", label: "Trade-ins", shownTo: (role) => roleMay(role, "tradeIn", "read") },
  { href: "/stock", label: "Stock", shownTo: (role) => roleMay(role, "stock", "read") },
  { href: "/stock/specials", label: "Specials", shownTo: (role) => roleMay(role, "stock", "read") },
  { href: "/feeds", label: "Feeds", shownTo: (role) => roleMay(role, "feed", "read") },
  {
    href: "/content",
    label: "Content",
    shownTo: (role) => roleMay(role, "content", "read") || roleMay(role, "site", "update"),
  },
  { href: "/reports", label: "Reports", shownTo: (role) => roleMay(role, "report", "read") },
  { href: "/audit", label: "Audit log", shownTo: (role) => roleMay(role, "audit", "read") },
  { href: "/settings/leads", label: "Lead settings", shownTo: (role) => roleMay(role, "site", "update") },
  { href: "/team", label: "Team", shownTo: (role) => role === "owner" },
  { href: "/account", label: "Your account", shownTo: () => true },
];

/** The menu's links for a member working in a group with a role; someone in no group sees only their account. */
export function consoleLinks(role: StaffRole | null): ConsoleLink[] {
  return CONSOLE_PAGES.filter((page) => (role ? page.shownTo(role) : page.href === "/account")).map(
    ({ href, label }) => ({ href, label }),
  );
}
