"use server";
import "server-only";
import { notFound } from "next/navigation";
import { parseRowId } from "@/domain/row-id";
import { currentShopper } from "@/features/accounts/index.server";
import { readAlertChoice, type AlertFormState } from "@/features/saved-searches";
import { hasVerifiedMobile } from "@/features/saved-searches/index.server";
import { getDb } from "@/platform/db/db.server";
import { actionSite } from "@/platform/site/action-site.server";
import { formStrings } from "@/ui/form-strings";
import { CAR_ALERT_FREQUENCY } from "./saved-car-preferences";
import { setSavedCarAlerts } from "./saved-car-preferences.db";

/**
 * Stores the alerts chosen for the signed-in shopper's own saved car (the form's `car`), each channel with its express
 * opt-in; SMS only with a verified mobile. Another shopper's car, or one not saved, is not found and changes nothing.
 */
export async function setCarAlerts(_previous: AlertFormState, formData: FormData): Promise<AlertFormState> {
  const found = await actionSite();
  if (!found) notFound();
  const { site } = found;
  const shopper = await currentShopper(site);
  const carId = parseRowId(formData.get("car"));
  if (!shopper || carId === null) notFound();
  const values = formStrings(formData);
  const db = await getDb();
  const read = readAlertChoice(
    { ...values, frequency: CAR_ALERT_FREQUENCY },
    { verifiedMobile: await hasVerifiedMobile(db, site.id, shopper.userId) },
  );
  if (!read.ok) return { status: "invalid", errors: read.errors, values };
  const stored = await setSavedCarAlerts(db, site.id, shopper.userId, carId, read.choice, {
    now: new Date(),
    dealer: site.config.name,
  });
  if (!stored) notFound();
  return { status: "saved", errors: {}, values };
}
