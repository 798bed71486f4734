"use server";
import "server-only";
import { notFound, redirect } from "next/navigation";
import { deskPlace } from "@/features/lead-desk";
import { requireStaff } from "@/features/staff/index.server";
import { getDb } from "@/platform/db/db.server";
import { clearDealerValue, saveDealerValues, stockCar } from "./stock-car.db";
import { isEditableField, parseEditForm } from "./stock-edit";

const ID = /^[1-9]\d{0,9}$/;

/** The car a form is for: its id, or not found (a foreign, missing or malformed id are all answered alike). */
function carId(form: FormData): number {
  const value = form.get("vehicleId");
  if (typeof value !== "string" || !ID.test(value) || Number(value) > 2 ** 31 - 1) notFound();
  return Number(value);
}

/**
 * The car page's form. "Clear" (a button naming its field) takes that field's override off; "Save" sets the dealer's
 * values. Role and scope are checked again inside the change's transaction: a car the member may not change is not
 * found, before the form is judged, and nothing is written.
 */
export async function saveStockCar(form: FormData): Promise<void> {
  const place = deskPlace(await requireStaff());
  if (!place) notFound();
  const id = carId(form);
  const db = await getDb();
  const clear = form.get("clear");
  if (clear !== null) {
    if (!isEditableField(clear)) notFound();
    const result = await clearDealerValue(db, place, id, clear);
    if (!result.ok) notFound();
    redirect(`/stock/${id}?outcome=cleared`);
  }
  // Whether the car is the member's to change is decided before the form is judged (a foreign car is not found).
  const car = await stockCar(db, place.member, id);
  if (!car?.editable) notFound();
  const parsed = parseEditForm(form, [], car.feed.beforePrice);
  if (!parsed.ok) redirect(`/stock/${id}?errors=${parsed.errors.join(",")}`);
  const result = await saveDealerValues(db, place, id, parsed.values);
  if (!result.ok) notFound();
  redirect(`/stock/${id}?outcome=saved`);
}
