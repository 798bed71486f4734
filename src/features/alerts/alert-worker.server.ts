import "server-only";
import { eq, or } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { platformSecret } from "@/platform/db/platform-secret.server";
import { savedSearches, sites, watchlistEntries } from "@/platform/db/schema";
import { env } from "@/platform/env";
import { personalMailFromEnv } from "@/platform/mail/local-inbox";
import { periodicJobWorker } from "@/platform/outbox/outbox-worker.server";
import { siteConfig } from "@/platform/site/site-registry.server";
import { siteOrigin } from "@/platform/site/site-origin";
import { kickSmsWorker } from "@/platform/sms/sms-worker.server";
import { dispatchDueAlerts } from "./alert-dispatch.db";
import { emailBranding } from "./email-branding";
import { deliverDueAlertEmails } from "./alert-emails.db";
import { dispatchSavedCarAlerts, matchSavedCarAlerts } from "./saved-car-alerts.db";
import { matchSitesStockChanges } from "./stock-change-matching.db";
import { UNSUBSCRIBE_SECRET } from "./unsubscribe-token";

/** How often stock changes are matched against saved searches (only the changed cars are read: a pass is cheap). */
const ALERT_CHECK_MS = 10_000;

/**
 * One pass of saved-search alerts: for every site with an alerting saved search, match its stock changes since the
 * last pass (feed runs, console edits, specials, imports: every writer leaves new cars and price changes behind), put
 * due news into messages, then send the queued e-mails (and nudge the SMS outbox).
 */
async function runAlerts(db: Database, now = new Date()): Promise<void> {
  const e = env();
  const secret = await platformSecret(UNSUBSCRIBE_SECRET, db);
  const [searching, watching] = await Promise.all([
    db
      .selectDistinct({ id: sites.id, slug: sites.slug })
      .from(savedSearches)
      .innerJoin(sites, eq(sites.id, savedSearches.siteId))
      .where(or(eq(savedSearches.alertEmail, true), eq(savedSearches.alertSms, true))),
    db
      .selectDistinct({ id: sites.id, slug: sites.slug })
      .from(watchlistEntries)
      .innerJoin(sites, eq(sites.id, watchlistEntries.siteId))
      .where(or(eq(watchlistEntries.alertEmail, true), eq(watchlistEntries.alertSms, true))),
  ]);
  const alerting = [...new Map([...searching, ...watching].map((s) => [s.id, s])).values()];
  // A refused or removed site sends nothing until it serves again.
  const served = alerting.flatMap(({ id, slug }) => {
    const config = siteConfig(slug);
    return config ? [{ id, slug, config }] : [];
  });
  await matchSitesStockChanges(db, served, now);
  let messaged = 0;
  for (const { id, slug, config } of served) {
    // In development a site is at {slug}.localhost on the server's port; in production at its own https domain.
    const origin = siteOrigin(config, `http://${slug}.localhost:${e.PORT}`)!;
    const site = { id, timeZone: config.timeZone, branding: emailBranding(config, origin), origin, secret };
    messaged += await dispatchDueAlerts(db, site, now);
    // Saved cars: their price drops, reservations and sales (few rows per site: only saved cars with alerts on).
    await matchSavedCarAlerts(db, id, now);
    messaged += await dispatchSavedCarAlerts(db, site, now);
  }
  if (messaged > 0) kickSmsWorker();
  const dealers = new Map(served.map((s) => [s.id, s.config.name]));
  await deliverDueAlertEmails(db, personalMailFromEnv(e).transport, { from: e.MAIL_FROM, dealers, now });
}

const worker = periodicJobWorker({
  name: "saved-search alerts",
  intervalMs: ALERT_CHECK_MS,
  run: (db) => runAlerts(db),
});

export const startAlertWorker = worker.start;
