/**
 * The car of the shopper's last lead, kept on the device, from the car-context fields every lead
 * form about a car carries. Only what names the car, nothing the shopper typed.
 */
const ENQUIRED_CAR_KEY = "forecourt:enquired-car";

export interface EnquiredCar {
  id: number;
  stocknum: string;
  make: string;
  model: string;
  car_type: string;
}

export function enquiredCarFrom(fields: Record<string, string>): EnquiredCar | null {
  const id = Number(fields.car_id);
  if (!/^\d{1,10}$/.test(fields.car_id ?? "") || !Number.isSafeInteger(id) || id <= 0) return null;
  const text = (v: string | undefined) => (v ?? "").trim().slice(0, 100);
  return {
    id,
    stocknum: text(fields.stock_number),
    make: text(fields["Vehicle Make"]),
    model: text(fields["Vehicle Model"]),
    car_type: text(fields.car_type),
  };
}

/** After a lead has been taken: a lead about no car leaves the last enquired car as it was. */
export function keepEnquiredCar(fields: Record<string, string>): void {
  const car = enquiredCarFrom(fields);
  if (!car) return;
  try {
    localStorage.setItem(ENQUIRED_CAR_KEY, JSON.stringify(car));
  } catch {
    // storage full or disabled: a convenience only
  }
}
