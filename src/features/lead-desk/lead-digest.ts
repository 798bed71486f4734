import { responseLabel, responseState } from "@/features/leads";

/*
 * The daily digest a manager or owner gets for each site they cover: its overdue leads and its new leads nobody has
 * contacted yet, each with a link to it in the console. Plain text, so it reads the same in every mail program.
 */

export interface DigestLead {
  id: number;
  createdAt: Date;
  customerName: string;
  category: string;
  responseDueAt: Date | null;
}

export interface DigestInput {
  siteName: string;
  siteSlug: string;
  /** The day the digest is for, as the site says it ("Monday 30 November 2026"). */
  day: string;
  overdue: readonly DigestLead[];
  uncontacted: readonly DigestLead[];
  /** The console's origin, e.g. https://console.example. */
  consoleOrigin: string;
  now: Date;
}

/** At most this many leads are listed per part; the rest are counted, and the link shows them all. */
export const DIGEST_LIST_MAX = 25;

function lines(leads: readonly DigestLead[], input: DigestInput): string[] {
  const shown = leads.slice(0, DIGEST_LIST_MAX).map((lead) => {
    const clock = responseLabel(responseState({ ...lead, firstContactedAt: null }, input.now));
    // The shopper's name is their own text: kept on one line, never read as anything else.
    const name = lead.customerName.replace(/\s+/g, " ").trim() || "No name";
    return `- ${name} (${lead.category})${clock ? `, ${clock.toLowerCase()}` : ""}: ${input.consoleOrigin}/leads/${lead.id}`;
  });
  if (leads.length > DIGEST_LIST_MAX) shown.push(`- and ${leads.length - DIGEST_LIST_MAX} more`);
  return shown.length > 0 ? shown : ["- None"];
}

/** Whether a site's digest has anything to say: a site with no waiting lead gets no mail. */
export function digestHasNews(input: Pick<DigestInput, "overdue" | "uncontacted">): boolean {
  return input.overdue.length > 0 || input.uncontacted.length > 0;
}

/** The digest's subject and text. */
export function digestMessage(input: DigestInput): { subject: string; text: string } {
  const list = (query: string) => `${input.consoleOrigin}/leads?site=${encodeURIComponent(input.siteSlug)}${query}`;
  return {
    subject: `${input.siteName}: ${input.overdue.length} overdue, ${input.uncontacted.length} new leads waiting (${input.day})`,
    text: [
      `Lead digest for ${input.siteName}, ${input.day}.`,
      "",
      `Overdue for a first response (${input.overdue.length}):`,
      ...lines(input.overdue, input),
      "",
      `New, not yet contacted (${input.uncontacted.length}):`,
      ...lines(input.uncontacted, input),
      "",
      `Overdue leads in the console: ${list("&overdue=1")}`,
      `Every new lead: ${list("&status=new")}`,
      "",
      "You get this because you manage this site in Forecourt's dealer console.",
    ].join("\n"),
  };
}
