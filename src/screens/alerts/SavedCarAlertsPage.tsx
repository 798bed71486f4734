import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { parseRowId } from "@/domain/row-id";
import { primaryGaragePath, signInPath } from "@/features/accounts";
import { currentShopper } from "@/features/accounts/index.server";
import { carConsentWording, savedCarAlertSettings, setCarAlerts } from "@/features/alerts/index.server";
import { AlertPreferencesForm } from "@/features/saved-searches/components/AlertPreferencesForm";
import { SMS_NEEDS_VERIFIED_MOBILE } from "@/features/saved-searches";
import { hasVerifiedMobile } from "@/features/saved-searches/index.server";
import { WATCHLIST_PATH, watchlistMode } from "@/features/watchlist";
import { getDb } from "@/platform/db/db.server";
import { requireSite } from "@/platform/site/current-site.server";

export const savedCarAlertsMetadata: Metadata = { title: "Alerts for your saved car", robots: { index: false } };

/**
 * /watchlist/{carId}/alerts: the alerts of a car the signed-in shopper saved (price drops, reserved, sold). Signed
 * out, sign-in brings the shopper back here; a car they have not saved is this site's 404.
 */
export async function SavedCarAlertsPage(props: { params: Promise<{ site: string; carId: string }> }) {
  const site = await requireSite(props.params);
  const back = primaryGaragePath(site.config) ?? WATCHLIST_PATH;
  const carId = parseRowId((await props.params).carId);
  if (carId === null || watchlistMode(site.config.features) !== "account") notFound();
  const here = `/watchlist/${carId}/alerts`;
  const shopper = await currentShopper(site);
  if (!shopper) redirect(signInPath({ type: "garage", redirect: here, back: "/" }));
  const db = await getDb();
  const saved = await savedCarAlertSettings(db, site.id, shopper.userId, carId);
  if (!saved) notFound();
  const dealer = site.config.name;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <p>
        <a className="underline" href={back}>
          Back to your saved cars
        </a>
      </p>
      <h1 className="mt-2 text-3xl font-bold">Alerts for {saved.name}</h1>
      <p className="mt-2">
        Hear when this car&rsquo;s price drops, when another buyer reserves it, and when it is sold.{" "}
        <a className="underline" href={`/cars/${saved.slug}`}>
          See the car
        </a>
      </p>
      <AlertPreferencesForm
        action={setCarAlerts}
        subject={{ name: "car", value: carId }}
        current={saved}
        savedText="Your alert settings for this car are saved."
        wording={{ email: carConsentWording("email", dealer), sms: carConsentWording("sms", dealer) }}
        verifiedMobile={await hasVerifiedMobile(db, site.id, shopper.userId)}
        smsUnavailable={SMS_NEEDS_VERIFIED_MOBILE}
      />
    </div>
  );
}
