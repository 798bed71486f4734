/** One lead the shopper sent, as the garage lists it. */
export interface GarageLead {
  id: number;
  category: string;
  subcategory: string | null;
  createdAt: Date;
  vehicle: { year: number; make: string; model: string; badge: string | null } | null;
  /** The test drive's time as the form recorded it, or the location. */
  when: string | null;
  location: string | null;
}

export interface GarageActivity {
  testDrives: GarageLead[];
  valuations: GarageLead[];
  enquiries: GarageLead[];
}

/**
 * The garage's sections: test drives, trade-in valuations and every other enquiry, newest first. A
 * reservation's lead is left out: the garage lists the reservation itself, with its state and cancel button; so is a
 * personalised finance lead (the garage lists the answers and result themselves, with Delete).
 */
export function groupActivity(leads: GarageLead[]): GarageActivity {
  const newest = [...leads].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return {
    testDrives: newest.filter((l) => l.category === "Test Drive"),
    valuations: newest.filter((l) => l.category === "Trade-In"),
    enquiries: newest.filter(
      (l) => !["Test Drive", "Trade-In", "Reserve"].includes(l.category) && l.subcategory !== "Personalised Finance",
    ),
  };
}

export function leadTitle(lead: GarageLead): string {
  const what = lead.subcategory ? `${lead.category}: ${lead.subcategory}` : lead.category;
  if (!lead.vehicle) return what;
  const { year, make, model, badge } = lead.vehicle;
  return `${what} (${[year, make, model, badge].filter(Boolean).join(" ")})`;
}
