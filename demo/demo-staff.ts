import { randomBytes } from "node:crypto";
import type { StaffRole } from "@/features/staff";
import { createStaffAuth } from "@/features/staff/staff-auth.db";
import { addStaff } from "@/features/staff/staff-groups.db";
import type { Database } from "@/platform/db/client";

/**
 * The demo dealers' console staff: each demo dealer is a group of its own with an owner, a manager and a salesperson
 * of its site. Every name is invented and every address is under the reserved .example domain; they sign in on the
 * console host with codes written to the local mail inbox (README "Dealer console").
 */
interface DemoGroup {
  group: string;
  site: string;
  staff: readonly { role: StaffRole; name: string }[];
}

export const DEMO_STAFF_GROUPS: readonly DemoGroup[] = [
  {
    group: "Harbour Motor Group",
    site: "harbour-toyota",
    staff: [
      { role: "owner", name: "Olivia Hartley" },
      { role: "manager", name: "Marcus Webb" },
      { role: "sales", name: "Priya Nandakumar" },
      { role: "marketing", name: "Oren Valtonen" },
    ],
  },
  {
    group: "Southern Cross Auto Group",
    site: "southern-cross-motors",
    staff: [
      { role: "owner", name: "Graham Pelletier" },
      { role: "manager", name: "Dana Okafor" },
      { role: "sales", name: "Tomasz Brennan" },
      { role: "marketing", name: "Saskia Imbert" },
    ],
  },
  {
    group: "Tasman Leisure Group",
    site: "tasman-caravans",
    staff: [
      { role: "owner", name: "Fiona Strathearn" },
      { role: "manager", name: "Hamish Calder" },
      { role: "sales", name: "Leilani Moreau" },
      { role: "marketing", name: "Keziah Danforth" },
    ],
  },
  {
    group: "BigBox Auto Group",
    site: "bigbox-used",
    staff: [
      { role: "owner", name: "Victor Albescu" },
      { role: "manager", name: "Renee Castellano" },
      { role: "sales", name: "Jordan Whitlock" },
      { role: "marketing", name: "Ines Farrow-Kade" },
    ],
  },
];

/**
 * A demo owner of two groups, to try switching the group the console works in: the same person owns the first two
 * demo groups (README "Dealer console").
 */
export const DEMO_TWO_GROUP_OWNER = {
  name: "Beatrix Quennell",
  email: "two-groups@forecourt-demo.example",
  groups: ["Harbour Motor Group", "Southern Cross Auto Group"],
} as const;

/** A demo staff member's address: their role at their site's invented domain, e.g. owner@harbour-toyota.example. */
export function demoStaffEmail(role: StaffRole, site: string): string {
  return `${role}@${site}.example`;
}

/**
 * Gives the demo sites that are in the database their demo staff; safe on every start (anyone already there is left
 * as they are). Returns the groups it went through.
 */
export async function seedDemoStaff(db: Database, siteSlugs: ReadonlySet<string>): Promise<string[]> {
  const auth = createStaffAuth({
    db,
    baseURL: "http://console.localhost",
    // Seeding signs no cookie and sends no code: the secret that would is the server's, never needed here.
    secret: randomBytes(32).toString("hex"),
    secure: false,
    sendCode: async () => {},
  });
  const seeded: string[] = [];
  for (const { group, site, staff } of DEMO_STAFF_GROUPS) {
    if (!siteSlugs.has(site)) continue;
    for (const { role, name } of staff)
      await addStaff(auth, db, { group, email: demoStaffEmail(role, site), name, role, siteSlugs: [site] });
    seeded.push(group);
  }
  for (const group of DEMO_TWO_GROUP_OWNER.groups) {
    const site = DEMO_STAFF_GROUPS.find((demo) => demo.group === group)!.site;
    if (!siteSlugs.has(site)) continue;
    await addStaff(auth, db, { ...DEMO_TWO_GROUP_OWNER, group, role: "owner", siteSlugs: [site] });
  }
  return seeded;
}
