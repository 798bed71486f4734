import type { DatabaseHandle } from "@/platform/db/client";
import { openSeededTestDatabase, type SeededTestDatabase } from "@/platform/db/testing/test-database";
import type { AlertSite } from "@/features/alerts/alert-dispatch.db";
import { emailBranding } from "@/features/alerts/email-branding";

type Site = Awaited<ReturnType<SeededTestDatabase["siteFor"]>>;

/**
 * The seeded test database the alerts' database tests share: the demo site the alerts are dispatched for (as the
 * worker would see it, at a fixed origin and signing secret) and another site, to show nothing crosses over.
 */
export async function openAlertTestSites(
  slug: string,
  secret: string,
): Promise<{ handle: DatabaseHandle; site: Site; other: Site; alertSite: AlertSite }> {
  const seeded = await openSeededTestDatabase();
  const site = await seeded.siteFor(slug);
  const other = await seeded.siteFor("harbour-toyota");
  const origin = "https://tasman.example";
  const alertSite = {
    id: site.id,
    timeZone: site.config.timeZone,
    branding: emailBranding(site.config, origin),
    origin,
    secret,
  };
  return { handle: seeded.handle, site, other, alertSite };
}
