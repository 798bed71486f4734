/** Shapes of a vehicle's nested detail, stored as typed JSON. */

export interface VehicleImage {
  image_key: string;
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** Manufacturer variant data (the spec's `variant`). Sizes in mm, masses in kg. */
export interface VehicleVariant {
  cylinders: number | null;
  enginesize: number | null;
  enginesize_litres: number | null;
  induction: string | null;
  geartype: string | null;
  fuelconsumptioncombined: number | null;
  fuelcapacity: number | null;
  grossvehiclemass: number | null;
  vehiclelength: number | null;
  vehicleheight: number | null;
  vehiclewidth: number | null;
  torque: number | null;
  ancaprating: number | null;
  bodyconfiguration: string | null;
}

/** Caravan specifications: width in mm, length in feet, masses in kg. */
export interface CaravanSpecifications {
  body_width: number;
  body_length: number;
  tare_weight: number;
  axle_type: string;
  sleeps: number;
  aggregate_trailer_mass: number;
}

/** Market prices from a valuation service (the spec's `autograb_data`). */
export interface MarketPrices {
  average_market_price: number | null;
  state_average_market_price: number | null;
}

/** One lender's estimate for a car (the spec's finance_lenders entry). */
export interface FinanceLender {
  interestRate: number | null;
  comparisonRate: number | null;
  paymentWeek: number | null;
  paymentMonth: number | null;
  termYears: number;
  termMonths: number;
  deposit: number;
  balloon: number;
  disclaimer: string;
}
