import { wallInstant, wallMs } from "@/domain/local-time";
import type { AlertFrequency } from "@/features/saved-searches";

const DAY_MS = 86_400_000;
/** The local hour a daily digest goes out (the site's time zone): in the morning, when shoppers read mail. */
const DIGEST_HOUR = 8;
/** At most this many alert messages per saved search per day, unless a search asks for more. */
const MESSAGES_PER_DAY = 1;

/** The latest instant at or before `now` when the site's local clock read the digest hour. */
export function lastDigestHour(now: Date, timeZone: string, hour = DIGEST_HOUR): Date {
  const wall = wallMs(now, timeZone);
  const today = Math.floor(wall / DAY_MS) * DAY_MS + hour * 3_600_000;
  const candidate = wallInstant(today, timeZone);
  return new Date(candidate <= now.getTime() ? candidate : wallInstant(today - DAY_MS, timeZone));
}

/**
 * Whether a saved search with news waiting is sent its message now. Rules:
 * - instant: at once, unless a message went in the last day (at most MESSAGES_PER_DAY a day);
 * - daily digest: once the site's local digest hour has come and no message went since it;
 * - either way, never two messages within a day (a digest sent late yesterday holds today's until a day has passed).
 */
export function messageDue(
  frequency: AlertFrequency,
  lastMessageAt: Date | null,
  now: Date,
  timeZone: string,
  perDay = MESSAGES_PER_DAY,
): boolean {
  if (lastMessageAt && now.getTime() - lastMessageAt.getTime() < DAY_MS / Math.max(1, perDay)) return false;
  if (frequency === "instant") return true;
  return !lastMessageAt || lastMessageAt < lastDigestHour(now, timeZone);
}
