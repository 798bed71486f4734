"use server";
import "server-only";
import { notFound, redirect } from "next/navigation";
import { deskPlace } from "@/features/lead-desk";
import { requireStaff } from "@/features/staff/index.server";
import { getDb } from "@/platform/db/db.server";
import { siteConfig } from "@/platform/site/site-registry.server";
import { parseSpecial } from "./special-rules";
import { armSpecialTimer, nudgeSpecials } from "./special-worker.server";
import { cancelSpecial, createSpecial, specialCar } from "./specials.db";

const ID = /^[1-9]\d{0,9}$/;
const idOf = (raw: FormDataEntryValue | null) =>
  typeof raw === "string" && ID.test(raw) && Number(raw) <= 2 ** 31 - 1 ? Number(raw) : null;
const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

/** The car a form is about, re-checked for stock update in the member's scope: anything else answers as missing. */
async function carOfForm(form: FormData) {
  const place = deskPlace(await requireStaff());
  const vehicleId = idOf(form.get("vehicleId"));
  if (!place || vehicleId === null) notFound();
  const db = await getDb();
  const car = await specialCar(db, place, vehicleId, "update");
  if (!car) notFound();
  return { db, place, car };
}

/** A special's form: made and said so, or sent back naming each bad field (and keeping what was typed). */
export async function createSpecialForm(form: FormData): Promise<void> {
  const { db, place, car } = await carOfForm(form);
  const timeZone = siteConfig(car.siteSlug)?.timeZone ?? "Australia/Sydney";
  const fields = {
    price: text(form, "price"),
    wasPrice: text(form, "wasPrice"),
    startsAt: text(form, "startsAt"),
    endsAt: text(form, "endsAt"),
  };
  const back = (invalid: string) =>
    `/stock/${car.id}/special?invalid=${invalid}&${new URLSearchParams(fields).toString()}#new-special`;
  const now = new Date();
  // While a special stands the shown price is its own: the price it replaced is then checked with the car locked.
  const parsed = parseSpecial(
    fields,
    car.onSpecial && car.price !== null ? Number.MAX_SAFE_INTEGER : car.price,
    timeZone,
    now,
  );
  if (!parsed.ok) redirect(back(parsed.fields.join(",")));
  const made = await createSpecial(db, place, car, parsed.value, now);
  if (!made.ok) redirect(back(made.reason === "overlap" ? "overlap" : "price"));
  // This process lands its start (and the next pass its end) at the instant; other processes read it within seconds.
  armSpecialTimer(made.started ? parsed.value.endsAt : parsed.value.startsAt);
  nudgeSpecials();
  redirect(`/stock/${car.id}/special?saved=created`);
}

/** Cancels one of the car's specials that has not ended: a running one's price comes off at once. */
export async function cancelSpecialForm(form: FormData): Promise<void> {
  const { db, place, car } = await carOfForm(form);
  const specialId = idOf(form.get("specialId"));
  if (specialId === null) notFound();
  const done = await cancelSpecial(db, place, car, specialId);
  redirect(`/stock/${car.id}/special?saved=${done ? "cancelled" : "gone"}`);
}
