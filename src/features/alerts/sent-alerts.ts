import { wallDayAndMinutes } from "@/domain/local-time";

/** One piece of news a message carried, as the announcements record it. */
export interface SentNews {
  kind: string;
  /** How many pieces of this kind the message carried (a saved search's message counts its cars). */
  count: number;
  price: number | null;
  oldPrice: number | null;
}

/** One alert message sent about a saved search or a saved car: when, by which channels, and what it said. */
interface SentAlert {
  at: Date;
  channels: string[];
  what: string;
}

/** A subject's recent messages, newest first, and how many older ones are left out. */
export interface SentAlertList {
  recent: SentAlert[];
  older: number;
}

/** At most this many messages are listed per saved search or saved car; older ones are counted. */
export const RECENT_ALERTS = 5;

/** How far apart a message's dispatch and its outbox rows may be and still belong together (messages are a day apart). */
const SAME_MESSAGE_MS = 60 * 60 * 1000;

const dollars = (n: number) => `$${n.toLocaleString("en-AU")}`;
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A message's news in words, e.g. "3 new matches, 1 price drop" or "Price dropped $1,000". */
export function describeNews(news: SentNews[]): string {
  const parts: string[] = [];
  const total = (kind: string) => news.filter((n) => n.kind === kind).reduce((sum, n) => sum + n.count, 0);
  const matches = total("new_match");
  if (matches > 0) parts.push(counted(matches, "new match", "new matches"));
  const drops = news.filter((n) => n.kind === "price_drop");
  const dropCount = total("price_drop");
  const one = drops.length === 1 && dropCount === 1 ? drops[0]! : null;
  if (one && one.oldPrice !== null && one.price !== null && one.oldPrice > one.price)
    parts.push(`Price dropped ${dollars(one.oldPrice - one.price)}`);
  else if (dropCount > 0) parts.push(counted(dropCount, "price drop", "price drops"));
  if (total("reserved") > 0) parts.push("Reserved");
  if (total("sold") > 0) parts.push("Sold");
  return parts.join(", ");
}

/** An outbox row of one subject's alert channel: when it was queued and how it fared. */
export interface OutboxMark {
  subject: number;
  channel: "e-mail" | "SMS";
  createdAt: Date;
  status: string;
}

const CHANNEL_WORDS: Record<string, string> = {
  sent: "",
  pending: " (sending)",
  withdrawn: " (not sent: alerts were stopped first)",
  failed: " (could not be delivered)",
  expired: " (could not be delivered)",
};

/** A channel as the list names it, with its outcome when it was not plainly sent. */
function channelLabel(mark: Pick<OutboxMark, "channel" | "status">): string {
  return `${mark.channel}${CHANNEL_WORDS[mark.status] ?? ""}`;
}

/**
 * The messages of each subject, newest first, at most `limit` with the rest counted. A message is the news one dispatch
 * marked at one instant; its channels are the outbox rows of that subject queued within SAME_MESSAGE_MS of it (the
 * nearest message takes a row), since the dispatch writes them in the same transaction and a subject gets at most one
 * message a day.
 */
export function sentAlertLists(
  dispatches: { subject: number; at: Date; news: SentNews }[],
  marks: OutboxMark[],
  limit = RECENT_ALERTS,
): Map<number, SentAlertList> {
  const bySubject = new Map<number, Map<number, { at: Date; news: SentNews[]; channels: string[] }>>();
  for (const d of dispatches) {
    const messages = bySubject.get(d.subject) ?? new Map();
    bySubject.set(d.subject, messages);
    const message = messages.get(d.at.getTime()) ?? { at: d.at, news: [], channels: [] };
    messages.set(d.at.getTime(), message);
    message.news.push(d.news);
  }
  for (const mark of marks) {
    const messages = [...(bySubject.get(mark.subject)?.values() ?? [])];
    const distance = (m: { at: Date }) => Math.abs(m.at.getTime() - mark.createdAt.getTime());
    const nearest = messages.sort((a, b) => distance(a) - distance(b))[0];
    if (nearest && distance(nearest) <= SAME_MESSAGE_MS) nearest.channels.push(channelLabel(mark));
  }
  const lists = new Map<number, SentAlertList>();
  for (const [subject, messages] of bySubject) {
    const all = [...messages.values()].sort((a, b) => b.at.getTime() - a.at.getTime());
    lists.set(subject, {
      recent: all.slice(0, limit).map((m) => ({
        at: m.at,
        channels: m.channels.sort((a, b) => a.localeCompare(b)),
        what: describeNews(m.news),
      })),
      older: Math.max(0, all.length - limit),
    });
  }
  return lists;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** When a message went, on the site's clock: "29 Nov 2026, 9:05 am". */
export function sentAtLabel(at: Date, timeZone: string): string {
  const { date, minutes } = wallDayAndMinutes(at, timeZone);
  const [year, month, day] = date.split("-").map(Number);
  const hour = Math.floor(minutes / 60);
  const minute = String(minutes % 60).padStart(2, "0");
  return `${day} ${MONTHS[month! - 1]} ${year}, ${((hour + 11) % 12) + 1}:${minute} ${hour < 12 ? "am" : "pm"}`;
}

/**
 * Whose message each alert SMS was. A text names what it is about (`subject`, from the SMS outbox's `about`): it is
 * that subject's message nearest in time. A text queued before texts named it (`subject` null) is matched by time:
 * the dispatch queues a message's e-mail and SMS in one transaction, so they share their queued instant; an SMS queued
 * with a subject's e-mail is that subject's, and never the SMS of a subject whose e-mail of that message was queued at
 * another instant. Otherwise it is the nearest message (within SAME_MESSAGE_MS) not yet given an SMS.
 */
export function attributeSms(
  sms: { createdAt: Date; status: string; subject?: number | null }[],
  dispatches: { subject: number; at: Date }[],
  emails: OutboxMark[],
): OutboxMark[] {
  const messages = [...new Map(dispatches.map((d) => [`${d.subject}@${d.at.getTime()}`, d])).values()];
  const near = (a: Date, b: Date) => Math.abs(a.getTime() - b.getTime()) <= SAME_MESSAGE_MS;
  const emailOf = (m: { subject: number; at: Date }) =>
    emails.find((e) => e.subject === m.subject && near(e.createdAt, m.at));
  const taken = new Set<string>();
  const marks: OutboxMark[] = [];
  for (const one of sms) {
    const candidates = messages
      .filter((m) => near(m.at, one.createdAt) && !taken.has(`${m.subject}@${m.at.getTime()}`))
      .filter((m) => {
        if (one.subject != null) return m.subject === one.subject;
        const email = emailOf(m);
        return !email || email.createdAt.getTime() === one.createdAt.getTime();
      })
      .sort((a, b) => {
        const shared = (m: typeof a) => (emailOf(m) ? 0 : 1);
        const gap = (m: typeof a) => Math.abs(m.at.getTime() - one.createdAt.getTime());
        return shared(a) - shared(b) || gap(a) - gap(b);
      });
    const chosen = candidates[0];
    if (!chosen) continue;
    taken.add(`${chosen.subject}@${chosen.at.getTime()}`);
    marks.push({ subject: chosen.subject, channel: "SMS", createdAt: chosen.at, status: one.status });
  }
  return marks;
}

/** A subject's alert settings in words, e.g. "By e-mail to jo@example.com and by SMS, as a daily digest." */
export function alertSettingsLine(settings: {
  email: boolean;
  emailAddress: string | null;
  sms: boolean;
  frequency?: "instant" | "daily";
}): string {
  const ways = [
    ...(settings.email ? [`by e-mail${settings.emailAddress ? ` to ${settings.emailAddress}` : ""}`] : []),
    ...(settings.sms ? ["by SMS"] : []),
  ];
  if (ways.length === 0) return "Alerts are off.";
  const how =
    settings.frequency === "daily" ? ", as a daily digest" : settings.frequency === "instant" ? ", as they happen" : "";
  const words = ways.join(" and ");
  return `Alerts ${words}${how}.`;
}
