"use server";
import "server-only";
import { notFound, redirect } from "next/navigation";
import { requireStaff } from "@/features/staff/index.server";
import { getDb } from "@/platform/db/db.server";
import { siteConfig } from "@/platform/site/site-registry.server";
import { deskPlace } from "./desk-place";
import { parseLeadSettings } from "./lead-settings-input";
import { leadSettingsFor, saveLeadSettings } from "./lead-settings.db";

const ID = /^[1-9]\d{0,9}$/;

/**
 * A site's lead desk settings form: saved and said so, or sent back naming each bad field. A site the member may not
 * change (another group's, or a role without `site:update` there) answers like a missing one.
 */
export async function saveLeadSettingsForm(form: FormData): Promise<void> {
  const place = deskPlace(await requireStaff());
  if (!place) notFound();
  const raw = form.get("siteId");
  const siteId = typeof raw === "string" && ID.test(raw) ? Number(raw) : null;
  if (siteId === null || siteId > 2 ** 31 - 1 || !place.sites.some((s) => s.id === siteId)) notFound();
  const db = await getDb();
  const [site] = await leadSettingsFor(db, place, [siteId]);
  if (!site) notFound();
  const parsed = parseLeadSettings(
    form,
    site.locations.map((l) => l.id),
  );
  if (!parsed.ok) redirect(`/settings/leads?site=${siteId}&invalid=${parsed.fields.join(",")}#site-${siteId}`);
  const result = await saveLeadSettings(db, place, siteId, parsed.value, siteConfig(site.slug)?.timeZone);
  if (!result.ok && result.reason === "not-found") notFound();
  if (!result.ok) redirect(`/settings/leads?site=${siteId}&invalid=roundRobin#site-${siteId}`);
  redirect(`/settings/leads?site=${siteId}&saved=1#site-${siteId}`);
}
