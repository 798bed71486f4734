/**
 * Car catalogue, part 2: MG, Jeep, Mitsubishi and the used-stock makes
 * (Hyundai, Volkswagen, Nissan, Subaru, Holden, Isuzu, Honda, Suzuki, Fiat,
 * Mercedes-Benz). Builders and feature kits live in `catalogue-cars.ts`.
 */
import type { CarModel, MegaMenuCategory } from "./catalogue-types";
import { KIT, car, ev, pt, shell } from "./catalogue-cars";

const HATCHES: MegaMenuCategory = "Hatch & sedans";
const SUVS: MegaMenuCategory = "SUVs & 4WDs";
const WORK: MegaMenuCategory = "Utes & Vans";
const PERF: MegaMenuCategory = "GR & performance";
const ELEC: MegaMenuCategory = "Electrified";

// ---------------------------------------------------------------------------
// MG
// ---------------------------------------------------------------------------

const MG = "MG";

const MG_MODELS: CarModel[] = [
  car(
    { make: MG, model: "MG3", slug: "mg3", body: "hatch", bodyConfiguration: "5 Door Hatchback", category: HATCHES },
    [
      ["SZP1", 2013, 2024],
      ["Hybrid+", 2025, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "FWD", 1498, 4, "Aspirated", 82, 150, 4, 6.7),
      ...shell(5, 5, 45, null, 1540, 4055, 1729, 1504),
    },
    [
      {
        name: "Core",
        priceNew: 19990,
        years: [2013, 2024],
        add: ["Apple CarPlay", "Android Auto", "Bluetooth", "Reversing Camera", "Cruise Control"],
      },
      {
        name: "Excite",
        priceNew: 21990,
        years: [2013, 2024],
        add: ["Alloy Wheels", "Satellite Navigation", "Rear Parking Sensors"],
      },
      {
        name: "Hybrid+ Excite",
        priceNew: 27990,
        years: [2025, 2026],
        ...pt("Hybrid", "Automatic", "FWD", 1498, 4, "Aspirated", 155, 425, 3, 4.3),
        fuelCapacity: 36,
        ancap: 3,
        add: [...KIT.assist, "Autonomous Emergency Braking", "Lane Keep Assist"],
      },
      {
        name: "Hybrid+ Essence",
        priceNew: 30990,
        years: [2025, 2026],
        ...pt("Hybrid", "Automatic", "FWD", 1498, 4, "Aspirated", 155, 425, 3, 4.3),
        fuelCapacity: 36,
        ancap: 3,
        add: [...KIT.keyless, "360-degree Camera", "Heated Front Seats"],
      },
    ],
  ),
  car(
    { make: MG, model: "ZS", slug: "zs", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [
      ["AZS1", 2017, 2024],
      ["AZS2", 2025, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "FWD", 1498, 4, "Aspirated", 84, 150, null, 6.9),
      ...shell(5, 5, 48, 5, 1705, 4323, 1809, 1653),
    },
    [
      { name: "Vibe", priceNew: 23990, years: [2017, 2024], add: [...KIT.basics, "Rear Parking Sensors"] },
      {
        name: "Excite",
        priceNew: 25990,
        years: [2017, 2024],
        add: ["Alloy Wheels", "Satellite Navigation", "Keyless Entry"],
      },
      {
        name: "Essence",
        priceNew: 29990,
        years: [2017, 2024],
        ...pt("Petrol", "Automatic", "FWD", 1349, 3, "Turbo", 115, 230, 6, 6.4),
        add: [...KIT.assist, "Leather-accented Seats", "Panoramic Sunroof"],
      },
      {
        name: "Hybrid+ Excite",
        priceNew: 32990,
        years: [2025, 2026],
        ...pt("Hybrid", "Automatic", "FWD", 1498, 4, "Aspirated", 155, 465, 3, 4.7),
        fuelCapacity: 44,
        add: ["Wireless Phone Charger", "Dual-zone Climate Control"],
      },
      {
        name: "Hybrid+ Essence",
        priceNew: 35990,
        years: [2025, 2026],
        ...pt("Hybrid", "Automatic", "FWD", 1498, 4, "Aspirated", 155, 465, 3, 4.7),
        fuelCapacity: 44,
        add: ["360-degree Camera", "Heated Front Seats", "Power Driver's Seat"],
      },
    ],
  ),
  car(
    { make: MG, model: "ZS EV", slug: "zs-ev", body: "suv", bodyConfiguration: "5 Door Wagon", category: ELEC },
    [["AZS1", 2020, 2026]],
    { ...ev("FWD", 130, 280, 49), ...shell(5, 5, null, 5, 1980, 4323, 1809, 1649) },
    [
      {
        name: "Excite",
        priceNew: 39990,
        add: [...KIT.basics, ...KIT.assist, ...KIT.ev, "Alloy Wheels", "Satellite Navigation"],
      },
      {
        name: "Essence Long Range",
        priceNew: 46990,
        ...ev("FWD", 115, 280, 72.6),
        add: ["Leather-accented Seats", "Panoramic Sunroof", "Heated Front Seats", "360-degree Camera"],
      },
    ],
  ),
  car(
    { make: MG, model: "HS", slug: "hs", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [["SAS23", 2019, 2026]],
    {
      ...pt("Petrol", "Automatic", "FWD", 1490, 4, "Turbo", 119, 250, 7, 7.3),
      ...shell(5, 5, 55, 5, 2010, 4574, 1876, 1664),
    },
    [
      { name: "Vibe", priceNew: 32990, add: [...KIT.basics, ...KIT.assist, "Alloy Wheels"] },
      { name: "Excite", priceNew: 35990, add: [...KIT.nav, ...KIT.keyless, "LED Headlights"] },
      {
        name: "Essence",
        priceNew: 39990,
        add: ["Leather-accented Seats", "Panoramic Sunroof", "360-degree Camera", "Power Tailgate"],
      },
      {
        name: "Essence PHEV",
        priceNew: 48990,
        ...pt("Plug-in Hybrid", "Automatic", "FWD", 1490, 4, "Turbo", 189, 370, 10, 1.7),
        fuelCapacity: 37,
        batteryKwh: 16.6,
        add: ["Heated Front Seats", "Power Driver's Seat"],
      },
    ],
  ),
  car(
    { make: MG, model: "MG4", slug: "mg4", body: "hatch", bodyConfiguration: "5 Door Hatchback", category: ELEC },
    [["EH32", 2023, 2026]],
    { ...ev("RWD", 125, 250, 51), ...shell(5, 5, null, 5, 2100, 4287, 1836, 1504) },
    [
      {
        name: "Excite 51",
        priceNew: 36990,
        add: [...KIT.basics, ...KIT.assist, ...KIT.ev, "Alloy Wheels", "Satellite Navigation"],
      },
      { name: "Excite 64", priceNew: 42990, ...ev("RWD", 150, 250, 64), add: ["Vehicle-to-Load (V2L)"] },
      {
        name: "Essence 64",
        priceNew: 45990,
        ...ev("RWD", 150, 250, 64),
        add: [...KIT.keyless, "360-degree Camera", "Heated Front Seats", "Wireless Phone Charger"],
      },
      { name: "XPOWER", priceNew: 60990, ...ev("AWD", 320, 600, 64), add: ["Sports Suspension", "Brembo Brakes"] },
    ],
  ),
  car(
    {
      make: MG,
      model: "Cyberster",
      slug: "cyberster",
      body: "convertible",
      bodyConfiguration: "2 Door Roadster",
      category: ELEC,
    },
    [["Mk1", 2025, 2026]],
    { ...ev("RWD", 250, 475, 74.4), ...shell(2, 2, null, 5, 2230, 4535, 1913, 1329) },
    [
      {
        name: "Trophy",
        priceNew: 101990,
        add: [
          ...KIT.basics,
          ...KIT.assist,
          ...KIT.keyless,
          ...KIT.leather,
          ...KIT.ev,
          "Power Soft Top",
          "Scissor Doors",
          "Bose Premium Audio",
        ],
      },
      {
        name: "GT",
        priceNew: 115990,
        ...ev("AWD", 375, 725, 74.4),
        add: ["Brembo Brakes", "Launch Control", "Ventilated Front Seats"],
      },
    ],
  ),
];

// ---------------------------------------------------------------------------
// Jeep
// ---------------------------------------------------------------------------

const J = "Jeep";
const J_36 = pt("Petrol", "Automatic", "4WD", 3604, 6, "Aspirated", 209, 347, 8, 9.6);

const JEEP: CarModel[] = [
  car(
    { make: J, model: "Wrangler", slug: "wrangler", body: "4x4", bodyConfiguration: "4 Door Hardtop", category: SUVS },
    [
      ["JK", 2012, 2018],
      ["JL", 2019, 2026],
    ],
    { ...J_36, ...shell(5, 4, 81, 1, 2630, 4882, 1894, 1848) },
    [
      {
        name: "Unlimited Sport S",
        priceNew: 66990,
        years: [2012, 2023],
        bodyConfiguration: "4 Door Softtop",
        add: [...KIT.basics, "Low Range Transfer Case", "Removable Doors", "Alloy Wheels"],
      },
      {
        name: "Unlimited Overland",
        priceNew: 77990,
        add: [
          ...KIT.nav,
          ...KIT.keyless,
          ...KIT.assist,
          "Leather-accented Seats",
          "Heated Front Seats",
          "Body-colour Hardtop",
        ],
      },
      {
        name: "Unlimited Rubicon",
        priceNew: 91990,
        bodyConfiguration: "4 Door Softtop",
        add: ["Diff Lock", "Front Sway Bar Disconnect", "Rock Rails", "Alpine Premium Audio"],
      },
      { name: "Unlimited Rubicon Hardtop", priceNew: 94990, add: ["Sky One-Touch Power Top"] },
    ],
  ),
  car(
    {
      make: J,
      model: "Grand Cherokee",
      slug: "grand-cherokee",
      body: "suv",
      bodyConfiguration: "5 Door Wagon",
      category: SUVS,
    },
    [
      ["WK2", 2011, 2021],
      ["WL", 2022, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "4WD", 3604, 6, "Aspirated", 210, 344, 8, 10.4),
      ...shell(5, 5, 87, 5, 2950, 4914, 1979, 1792),
    },
    [
      {
        name: "Night Eagle",
        priceNew: 84990,
        add: [...KIT.basics, ...KIT.assist, ...KIT.keyless, ...KIT.nav, "Alloy Wheels", "Power Tailgate"],
      },
      { name: "Limited", priceNew: 94990, add: [...KIT.leather, ...KIT.premium, "Low Range Transfer Case", "Sunroof"] },
      {
        name: "Summit Reserve 4xe",
        priceNew: 131990,
        ...pt("Plug-in Hybrid", "Automatic", "4WD", 1995, 4, "Turbo", 280, 637, 8, 3.6),
        fuelCapacity: 65,
        batteryKwh: 17.3,
        years: [2023, 2026],
        add: [...KIT.luxury, "McIntosh Premium Audio", "Air Suspension", "Massaging Front Seats"],
      },
    ],
  ),
  car(
    { make: J, model: "Compass", slug: "compass", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [
      ["MK", 2012, 2016],
      ["MP", 2017, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "FWD", 2360, 4, "Aspirated", 129, 229, 6, 8.0),
      ...shell(5, 5, 60, 5, 2050, 4404, 1819, 1640),
    },
    [
      { name: "Sport", priceNew: 40990, add: [...KIT.basics, "Alloy Wheels", "Rear Parking Sensors"] },
      {
        name: "Night Eagle",
        priceNew: 44990,
        add: [...KIT.nav, ...KIT.keyless, "Blind Spot Monitor", "Dual-zone Climate Control"],
      },
      {
        name: "Limited 4x4",
        priceNew: 52990,
        drive: "4WD",
        gears: 9,
        fuelConsumption: 9.7,
        add: [...KIT.leather, "Adaptive Cruise Control", "Power Tailgate", "Beats Premium Audio"],
      },
      {
        name: "Trailhawk 4x4",
        priceNew: 55990,
        ...pt("Diesel", "Automatic", "4WD", 1956, 4, "Turbo", 125, 350, 9, 5.7),
        add: ["Low Range Transfer Case", "Hill Descent Control", "Skid Plates"],
      },
    ],
  ),
  car(
    {
      make: J,
      model: "Gladiator",
      slug: "gladiator",
      body: "ute",
      bodyConfiguration: "Crew Cab Pick Up",
      category: WORK,
    },
    [["JT", 2020, 2026]],
    { ...J_36, fuelConsumption: 12.4, ...shell(5, 4, 83, 3, 2948, 5591, 1894, 1843) },
    [
      {
        name: "Night Eagle",
        priceNew: 84990,
        add: [
          ...KIT.basics,
          ...KIT.assist,
          ...KIT.keyless,
          ...KIT.nav,
          "Low Range Transfer Case",
          "Tub Liner",
          "Removable Doors",
        ],
      },
      {
        name: "Rubicon",
        priceNew: 93990,
        add: [...KIT.leather, "Diff Lock", "Front Sway Bar Disconnect", "Tow Bar", "Alpine Premium Audio"],
      },
    ],
  ),
];

// ---------------------------------------------------------------------------
// Mitsubishi
// ---------------------------------------------------------------------------

const MI = "Mitsubishi";
const MI_24D = pt("Diesel", "Automatic", "4WD", 2442, 4, "Turbo", 150, 470, 6, 7.7);
const TRITON_GENS: [string, number, number][] = [
  ["MN", 2009, 2014],
  ["MQ", 2015, 2018],
  ["MR", 2019, 2023],
  ["MV", 2024, 2026],
];
const MI_PHEV = pt("Plug-in Hybrid", "Automatic", "AWD", 2360, 4, "Aspirated", 185, 195, null, 1.5);

const MITSUBISHI: CarModel[] = [
  car(
    { make: MI, model: "Triton", slug: "triton", body: "ute", bodyConfiguration: "Double Cab Pick Up", category: WORK },
    TRITON_GENS,
    { ...MI_24D, ...shell(5, 4, 75, 5, 3140, 5320, 1865, 1795) },
    [
      {
        name: "GLX (4x4) Double Cab Manual",
        priceNew: 50490,
        transmission: "Manual",
        fuelConsumption: 7.5,
        add: [...KIT.basics, "Low Range Transfer Case"],
      },
      { name: "GLX (4x4) Double Cab", priceNew: 52990, add: ["Rear Parking Sensors"] },
      { name: "GLX+ (4x4) Double Cab", priceNew: 56990, add: ["Alloy Wheels", "Diff Lock", "Tub Liner", "Side Steps"] },
      {
        name: "GLS (4x4) Double Cab",
        priceNew: 61990,
        add: [...KIT.assist, ...KIT.keyless, ...KIT.nav, ...KIT.climate, "Wireless Phone Charger"],
      },
      {
        name: "GSR (4x4) Double Cab",
        priceNew: 67990,
        add: [...KIT.leather, "Sports Bar", "Tow Bar", "360-degree Camera"],
      },
    ],
  ),
  car(
    {
      make: MI,
      model: "Triton",
      slug: "triton-cab-chassis",
      body: "cabChassis",
      bodyConfiguration: "Single Cab Chassis",
      category: WORK,
    },
    TRITON_GENS,
    {
      ...MI_24D,
      transmission: "Manual",
      drive: "RWD",
      fuelConsumption: 7.4,
      ...shell(3, 2, 75, 5, 2900, 5285, 1815, 1775),
    },
    [
      { name: "GLX (4x2) Single Cab", priceNew: 37990, add: [...KIT.basics] },
      {
        name: "GLX (4x4) Club Cab",
        priceNew: 49990,
        drive: "4WD",
        seats: 4,
        doors: 4,
        bodyConfiguration: "Club Cab Chassis",
        add: ["Low Range Transfer Case"],
      },
      {
        name: "GLX (4x4) Double Cab",
        priceNew: 53990,
        drive: "4WD",
        transmission: "Automatic",
        seats: 5,
        doors: 4,
        bodyConfiguration: "Double Cab Chassis",
        add: ["Rear Parking Sensors"],
      },
    ],
  ),
  car(
    { make: MI, model: "Outlander", slug: "outlander", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [
      ["ZJ", 2013, 2014],
      ["ZK", 2015, 2018],
      ["ZL", 2019, 2021],
      ["ZM", 2022, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "FWD", 2488, 4, "Aspirated", 135, 245, null, 7.7),
      ...shell(7, 5, 55, 5, 2310, 4710, 1860, 1745),
    },
    [
      { name: "ES 2WD", priceNew: 39990, add: [...KIT.basics, ...KIT.assist, "Alloy Wheels"] },
      { name: "LS 2WD", priceNew: 44490, add: [...KIT.keyless, ...KIT.nav, "Rear Parking Sensors"] },
      {
        name: "Aspire AWD",
        priceNew: 50990,
        drive: "AWD",
        fuelConsumption: 8.1,
        add: [...KIT.climate, "Power Tailgate", "Wireless Phone Charger"],
      },
      {
        name: "Exceed PHEV AWD",
        priceNew: 66990,
        ...MI_PHEV,
        fuelCapacity: 56,
        batteryKwh: 20,
        add: [...KIT.leather, ...KIT.luxury, "Bose Premium Audio"],
      },
      {
        name: "Exceed Tourer PHEV AWD",
        priceNew: 72490,
        ...MI_PHEV,
        fuelCapacity: 56,
        batteryKwh: 20,
        add: ["Panoramic Sunroof", "Massaging Front Seats"],
      },
    ],
  ),
  car(
    { make: MI, model: "ASX", slug: "asx", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [
      ["XA", 2010, 2016],
      ["XC", 2017, 2019],
      ["XD", 2020, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "FWD", 1998, 4, "Aspirated", 110, 197, null, 7.6),
      ...shell(5, 5, 63, 5, 1870, 4365, 1810, 1640),
    },
    [
      { name: "ES", priceNew: 29990, add: [...KIT.basics, "Rear Parking Sensors"] },
      { name: "LS", priceNew: 32490, add: [...KIT.alloys, "Blind Spot Monitor", "Satellite Navigation"] },
      {
        name: "Exceed",
        priceNew: 37990,
        ...pt("Petrol", "Automatic", "FWD", 2360, 4, "Aspirated", 123, 222, null, 7.9),
        add: [...KIT.keyless, "Leather-accented Seats", "Panoramic Sunroof", "Heated Front Seats"],
      },
    ],
  ),
  car(
    {
      make: MI,
      model: "Eclipse Cross",
      slug: "eclipse-cross",
      body: "suv",
      bodyConfiguration: "5 Door Wagon",
      category: SUVS,
    },
    [
      ["YA", 2018, 2020],
      ["YB", 2021, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "FWD", 1499, 4, "Turbo", 110, 250, null, 7.3),
      ...shell(5, 5, 60, 5, 2030, 4545, 1805, 1685),
    },
    [
      { name: "ES", priceNew: 34990, add: [...KIT.basics, "Alloy Wheels", "Rear Parking Sensors"] },
      { name: "LS", priceNew: 37990, add: [...KIT.assist, ...KIT.keyless, "Satellite Navigation"] },
      {
        name: "Aspire PHEV AWD",
        priceNew: 52990,
        ...MI_PHEV,
        powerKw: 128,
        fuelConsumption: 1.9,
        fuelCapacity: 43,
        batteryKwh: 13.8,
        add: ["Dual-zone Climate Control", "Heated Front Seats"],
      },
      {
        name: "Exceed PHEV AWD",
        priceNew: 57990,
        ...MI_PHEV,
        powerKw: 128,
        fuelConsumption: 1.9,
        fuelCapacity: 43,
        batteryKwh: 13.8,
        add: ["Leather-accented Seats", "Head-up Display", "Sunroof", "360-degree Camera"],
      },
    ],
  ),
  car(
    {
      make: MI,
      model: "Pajero Sport",
      slug: "pajero-sport",
      body: "suv",
      bodyConfiguration: "5 Door Wagon",
      category: SUVS,
    },
    [
      ["QE", 2016, 2019],
      ["QF", 2020, 2026],
    ],
    {
      ...pt("Diesel", "Automatic", "4WD", 2442, 4, "Turbo", 133, 430, 8, 8.0),
      ...shell(5, 5, 68, 5, 2710, 4825, 1815, 1835),
    },
    [
      { name: "GLX", priceNew: 54990, add: [...KIT.basics, "Low Range Transfer Case", "Alloy Wheels", "Diff Lock"] },
      {
        name: "GLS 7 Seat",
        priceNew: 60990,
        seats: 7,
        add: [...KIT.assist, ...KIT.keyless, ...KIT.nav, "Dual-zone Climate Control"],
      },
      {
        name: "Exceed 7 Seat",
        priceNew: 64990,
        seats: 7,
        add: [...KIT.leather, "360-degree Camera", "Power Tailgate"],
      },
      { name: "GSR 7 Seat", priceNew: 67990, seats: 7, add: ["Sports Bar", "Heated Rear Seats"] },
    ],
  ),
];

// ---------------------------------------------------------------------------
// Used-stock makes
// ---------------------------------------------------------------------------

const HY = "Hyundai";
const HY_16HEV = pt("Hybrid", "Automatic", "AWD", 1598, 4, "Turbo", 172, 367, 6, 5.5);

const HYUNDAI: CarModel[] = [
  car(
    {
      make: HY,
      model: "i30",
      slug: "i30",
      body: "hatchback",
      bodyConfiguration: "5 Door Hatchback",
      category: HATCHES,
    },
    [
      ["GD", 2012, 2016],
      ["PD", 2017, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "FWD", 1999, 4, "Aspirated", 120, 203, 6, 7.4),
      ...shell(5, 5, 50, 5, 1820, 4340, 1795, 1455),
    },
    [
      { name: "Active", priceNew: 29990, add: [...KIT.basics, "Alloy Wheels", "Rear Parking Sensors"] },
      { name: "Elite", priceNew: 33490, add: [...KIT.assist, ...KIT.keyless, ...KIT.nav, "Dual-zone Climate Control"] },
      {
        name: "N Line",
        priceNew: 35490,
        ...pt("Petrol", "Automatic", "FWD", 1591, 4, "Turbo", 150, 265, 7, 7.0),
        add: ["Sports Suspension", "Sports Seats"],
      },
      {
        name: "N Line Premium",
        priceNew: 40990,
        ...pt("Petrol", "Automatic", "FWD", 1591, 4, "Turbo", 150, 265, 7, 7.0),
        add: [...KIT.leather, "Wireless Phone Charger", "Sunroof"],
      },
      {
        name: "N Manual",
        priceNew: 52990,
        ...pt("Petrol", "Manual", "FWD", 1998, 4, "Turbo", 206, 392, 6, 8.5),
        add: ["Limited-slip Differential", "Adaptive Suspension", "Launch Control"],
      },
    ],
  ),
  car(
    { make: HY, model: "Tucson", slug: "tucson", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [
      ["TL", 2016, 2020],
      ["NX4", 2021, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "FWD", 1999, 4, "Aspirated", 115, 192, 6, 8.1),
      ...shell(5, 5, 54, 5, 2210, 4640, 1865, 1665),
    },
    [
      { name: "Active", priceNew: 39990, add: [...KIT.basics, ...KIT.alloys] },
      { name: "Elite", priceNew: 44490, add: [...KIT.assist, ...KIT.keyless, ...KIT.nav, "Dual-zone Climate Control"] },
      {
        name: "Elite Hybrid AWD",
        priceNew: 50990,
        ...HY_16HEV,
        fuelCapacity: 52,
        add: ["Power Tailgate", "Wireless Phone Charger"],
      },
      {
        name: "N Line Diesel AWD",
        priceNew: 53990,
        ...pt("Diesel", "Automatic", "AWD", 2151, 4, "Turbo", 137, 416, 8, 6.3),
        add: ["Sports Seats", "LED Headlights"],
      },
      {
        name: "Highlander Hybrid AWD",
        priceNew: 60990,
        ...HY_16HEV,
        fuelCapacity: 52,
        add: [...KIT.leather, ...KIT.luxury, "Panoramic Sunroof", "Bose Premium Audio"],
      },
    ],
  ),
  car(
    { make: HY, model: "Santa Fe", slug: "santa-fe", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [
      ["DM", 2013, 2017],
      ["TM", 2018, 2023],
      ["MX5", 2024, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "AWD", 2497, 4, "Turbo", 207, 422, 8, 9.7),
      ...shell(7, 5, 67, 5, 2700, 4830, 1900, 1780),
    },
    [
      { name: "Active", priceNew: 58990, add: [...KIT.basics, ...KIT.assist, ...KIT.alloys, ...KIT.climate] },
      {
        name: "Active Hybrid",
        priceNew: 61990,
        ...HY_16HEV,
        fuelConsumption: 5.6,
        add: [...KIT.keyless, "Satellite Navigation"],
      },
      {
        name: "Elite Hybrid",
        priceNew: 67990,
        ...HY_16HEV,
        fuelConsumption: 5.6,
        add: [...KIT.leather, "Power Tailgate", "Wireless Phone Charger"],
      },
      {
        name: "Calligraphy Hybrid",
        priceNew: 78990,
        ...HY_16HEV,
        fuelConsumption: 5.6,
        seats: 6,
        add: [...KIT.luxury, "Panoramic Sunroof", "Bose Premium Audio", "Captain's Chairs"],
      },
    ],
  ),
  car(
    { make: HY, model: "Kona", slug: "kona", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [
      ["OS", 2017, 2022],
      ["SX2", 2023, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "FWD", 1999, 4, "Aspirated", 110, 180, null, 6.6),
      ...shell(5, 5, 47, 5, 1840, 4350, 1825, 1585),
    },
    [
      { name: "Active", priceNew: 34990, add: [...KIT.basics, "Alloy Wheels", "Rear Parking Sensors"] },
      { name: "N Line", priceNew: 38990, add: [...KIT.assist, "Sports Seats", "LED Headlights"] },
      {
        name: "Premium Hybrid",
        priceNew: 45990,
        ...pt("Hybrid", "Automatic", "FWD", 1580, 4, "Aspirated", 104, 265, 6, 3.9),
        fuelCapacity: 38,
        add: [...KIT.keyless, ...KIT.leather, ...KIT.nav, "Wireless Phone Charger"],
      },
      {
        name: "Electric Premium Extended Range",
        priceNew: 62990,
        ...ev("FWD", 150, 255, 65.4),
        add: [...KIT.ev, "Vehicle-to-Load (V2L)", "Sunroof", "Bose Premium Audio"],
      },
    ],
  ),
  car(
    { make: HY, model: "iLoad", slug: "iload", body: "van", bodyConfiguration: "4 Door Van", category: WORK },
    [["TQ", 2008, 2021]],
    {
      ...pt("Diesel", "Automatic", "RWD", 2497, 4, "Turbo", 125, 441, 5, 8.8),
      ...shell(3, 4, 75, 4, 3160, 5150, 1920, 1935),
    },
    [
      {
        name: "Van Manual",
        priceNew: 40990,
        transmission: "Manual",
        gears: 6,
        powerKw: 100,
        torqueNm: 343,
        fuelConsumption: 7.5,
        add: ["Bluetooth", "Reversing Camera", "Dual Sliding Doors", "Cargo Floor Tie-downs"],
      },
      { name: "Van", priceNew: 43490, add: ["Cruise Control", "Rear Parking Sensors"] },
      { name: "Crew Van", priceNew: 45990, seats: 5, add: ["Apple CarPlay", "Android Auto", "Cargo Barrier"] },
    ],
  ),
  car(
    {
      make: HY,
      model: "Staria",
      slug: "staria",
      body: "peopleMover",
      bodyConfiguration: "4 Door Wagon",
      category: SUVS,
    },
    [["US4", 2021, 2026]],
    {
      ...pt("Petrol", "Automatic", "FWD", 3470, 6, "Aspirated", 200, 331, 8, 10.5),
      ...shell(8, 4, 75, 5, 3200, 5253, 1997, 1990),
    },
    [
      {
        name: "3.5 V6",
        priceNew: 53990,
        add: [...KIT.basics, ...KIT.assist, ...KIT.climate, "Dual Sliding Doors", "Alloy Wheels"],
      },
      {
        name: "Elite 2.2 CRDi AWD",
        priceNew: 66990,
        ...pt("Diesel", "Automatic", "AWD", 2199, 4, "Turbo", 130, 430, 8, 8.2),
        add: [...KIT.keyless, ...KIT.nav, "Power Sliding Doors", "Power Tailgate"],
      },
      {
        name: "Highlander 2.2 CRDi AWD",
        priceNew: 75990,
        ...pt("Diesel", "Automatic", "AWD", 2199, 4, "Turbo", 130, 430, 8, 8.2),
        add: [...KIT.leather, "Sunroof", "360-degree Camera", "Bose Premium Audio"],
      },
    ],
  ),
];

const VW = "Volkswagen";

const VOLKSWAGEN: CarModel[] = [
  car(
    {
      make: VW,
      model: "Golf",
      slug: "golf",
      body: "hatchback",
      bodyConfiguration: "5 Door Hatchback",
      category: HATCHES,
    },
    [
      ["Mk7", 2013, 2016],
      ["Mk7.5", 2017, 2020],
      ["Mk8", 2021, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "FWD", 1395, 4, "Turbo", 110, 250, 8, 5.8),
      ...shell(5, 5, 50, 5, 1820, 4287, 1789, 1456),
    },
    [
      {
        name: "110TSI Life",
        priceNew: 39990,
        add: [...KIT.basics, ...KIT.assist, ...KIT.alloys, "Digital Instrument Cluster"],
      },
      { name: "110TSI R-Line", priceNew: 46990, add: [...KIT.keyless, ...KIT.nav, ...KIT.climate, "Sports Seats"] },
      {
        name: "GTI",
        priceNew: 60990,
        ...pt("Petrol", "Automatic", "FWD", 1984, 4, "Turbo", 195, 370, 7, 7.0),
        add: ["Limited-slip Differential", "Adaptive Suspension", "Wireless Phone Charger", "LED Headlights"],
      },
      {
        name: "R",
        priceNew: 72990,
        ...pt("Petrol", "Automatic", "AWD", 1984, 4, "Turbo", 245, 420, 7, 7.5),
        add: [...KIT.leather, "Head-up Display", "Harman Kardon Premium Audio"],
      },
    ],
  ),
  car(
    { make: VW, model: "Polo", slug: "polo", body: "hatch", bodyConfiguration: "5 Door Hatchback", category: HATCHES },
    [
      ["6R", 2010, 2017],
      ["AW", 2018, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "FWD", 999, 3, "Turbo", 85, 200, 7, 5.4),
      ...shell(5, 5, 40, 5, 1660, 4074, 1751, 1451),
    },
    [
      { name: "85TSI Life", priceNew: 29990, add: [...KIT.basics, "Alloy Wheels", "Rear Parking Sensors"] },
      {
        name: "85TSI Style",
        priceNew: 33490,
        add: [...KIT.assist, ...KIT.keyless, "LED Headlights", "Digital Instrument Cluster"],
      },
      {
        name: "GTI",
        priceNew: 41990,
        ...pt("Petrol", "Automatic", "FWD", 1984, 4, "Turbo", 147, 320, 6, 6.5),
        add: ["Sports Seats", "Sports Suspension", "Satellite Navigation"],
      },
    ],
  ),
  car(
    { make: VW, model: "Tiguan", slug: "tiguan", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [
      ["5N", 2011, 2016],
      ["AD", 2017, 2024],
      ["CT", 2025, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "FWD", 1395, 4, "Turbo", 110, 250, 6, 7.7),
      ...shell(5, 5, 58, 5, 2160, 4509, 1839, 1665),
    },
    [
      { name: "110TSI Life", priceNew: 45990, add: [...KIT.basics, ...KIT.assist, ...KIT.alloys] },
      {
        name: "132TSI Life 4MOTION",
        priceNew: 51990,
        ...pt("Petrol", "Automatic", "AWD", 1984, 4, "Turbo", 132, 320, 7, 8.1),
        add: [...KIT.keyless, ...KIT.nav, ...KIT.climate],
      },
      {
        name: "162TSI R-Line 4MOTION",
        priceNew: 62990,
        ...pt("Petrol", "Automatic", "AWD", 1984, 4, "Turbo", 162, 350, 7, 8.5),
        add: [...KIT.leather, "Power Tailgate", "Head-up Display", "LED Headlights"],
      },
      {
        name: "R 4MOTION",
        priceNew: 71990,
        ...pt("Petrol", "Automatic", "AWD", 1984, 4, "Turbo", 235, 400, 7, 8.9),
        add: ["Harman Kardon Premium Audio", "Panoramic Sunroof", "Adaptive Suspension"],
      },
    ],
  ),
  car(
    { make: VW, model: "Amarok", slug: "amarok", body: "ute", bodyConfiguration: "Dual Cab Pick Up", category: WORK },
    [
      ["2H", 2011, 2022],
      ["Gen 2", 2023, 2026],
    ],
    {
      ...pt("Diesel", "Automatic", "4WD", 1996, 4, "Turbo", 154, 500, 10, 7.6),
      ...shell(5, 4, 80, 5, 3280, 5350, 1910, 1888),
    },
    [
      { name: "Core", priceNew: 57990, add: [...KIT.basics, "Low Range Transfer Case", "Tub Liner"] },
      { name: "Life", priceNew: 61990, add: [...KIT.alloys, ...KIT.assist, ...KIT.nav, "Side Steps"] },
      {
        name: "Style V6",
        priceNew: 73990,
        ...pt("Diesel", "Automatic", "4WD", 2993, 6, "Turbo", 184, 600, 10, 8.4),
        add: [...KIT.keyless, ...KIT.climate, "Diff Lock", "LED Headlights"],
      },
      {
        name: "Aventura V6",
        priceNew: 85990,
        ...pt("Diesel", "Automatic", "4WD", 2993, 6, "Turbo", 184, 600, 10, 8.4),
        add: [...KIT.leather, "360-degree Camera", "Harman Kardon Premium Audio", "Electric Roller Cover"],
      },
    ],
  ),
  car(
    { make: VW, model: "Crafter", slug: "crafter", body: "van", bodyConfiguration: "4 Door Van", category: WORK },
    [
      ["2E", 2007, 2016],
      ["SY", 2017, 2026],
    ],
    {
      ...pt("Diesel", "Manual", "FWD", 1968, 4, "Turbo", 103, 340, 6, 8.7),
      ...shell(3, 4, 75, 5, 3500, 5986, 2040, 2355),
    },
    [
      { name: "35 TDI340 MWB", priceNew: 63990, add: [...KIT.basics, "Cargo Floor Tie-downs", "Rear Parking Sensors"] },
      {
        name: "35 TDI410 MWB",
        priceNew: 70990,
        transmission: "Automatic",
        gears: 8,
        powerKw: 130,
        torqueNm: 410,
        fuelConsumption: 9.3,
        add: ["Adaptive Cruise Control", "Satellite Navigation"],
      },
      {
        name: "50 TDI410 LWB High Roof",
        priceNew: 80990,
        drive: "RWD",
        transmission: "Automatic",
        gears: 8,
        powerKw: 130,
        torqueNm: 410,
        fuelConsumption: 10.1,
        grossVehicleMass: 5000,
        lengthMm: 6836,
        heightMm: 2590,
        add: ["Dual Rear Wheels", "Blind Spot Monitor"],
      },
    ],
  ),
  car(
    {
      make: VW,
      model: "Passat",
      slug: "passat-alltrack",
      body: "wagon",
      bodyConfiguration: "4 Door Wagon",
      category: SUVS,
    },
    [
      ["B7", 2012, 2015],
      ["B8", 2016, 2023],
    ],
    {
      ...pt("Diesel", "Automatic", "AWD", 1968, 4, "Turbo", 140, 400, 7, 5.4),
      ...shell(5, 5, 66, 5, 2270, 4888, 1832, 1527),
    },
    [
      {
        name: "Alltrack 140TDI 4MOTION",
        priceNew: 55990,
        years: [2012, 2019],
        add: [
          ...KIT.basics,
          ...KIT.assist,
          ...KIT.keyless,
          ...KIT.nav,
          ...KIT.climate,
          "Power Tailgate",
          "Alloy Wheels",
        ],
      },
      {
        name: "Alltrack 162TSI 4MOTION",
        priceNew: 60990,
        years: [2020, 2023],
        ...pt("Petrol", "Automatic", "AWD", 1984, 4, "Turbo", 162, 350, 7, 7.5),
        add: [...KIT.leather, "Digital Instrument Cluster", "LED Headlights"],
      },
    ],
  ),
];

const NI = "Nissan";

const NISSAN: CarModel[] = [
  car(
    { make: NI, model: "Navara", slug: "navara", body: "ute", bodyConfiguration: "Dual Cab Pick Up", category: WORK },
    [
      ["D40", 2005, 2014],
      ["D23", 2015, 2026],
    ],
    {
      ...pt("Diesel", "Automatic", "4WD", 2298, 4, "Turbo", 140, 450, 7, 7.0),
      ...shell(5, 4, 80, 5, 3150, 5260, 1850, 1840),
    },
    [
      { name: "SL (4x4) Dual Cab", priceNew: 52990, add: [...KIT.basics, "Low Range Transfer Case", "Rear Diff Lock"] },
      { name: "ST (4x4) Dual Cab", priceNew: 57990, add: [...KIT.alloys, ...KIT.keyless, "Side Steps", "Tub Liner"] },
      {
        name: "ST-X (4x4) Dual Cab",
        priceNew: 64990,
        add: [...KIT.leather, ...KIT.nav, ...KIT.climate, "360-degree Camera"],
      },
      { name: "PRO-4X (4x4) Dual Cab", priceNew: 66990, add: ["Sports Bar", "All-terrain Tyres"] },
      {
        name: "PRO-4X Warrior (4x4) Dual Cab",
        priceNew: 77990,
        add: ["Bull Bar", "LED Light Bar", "Off-road Suspension", "Tow Bar"],
      },
    ],
  ),
  car(
    { make: NI, model: "X-Trail", slug: "x-trail", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [
      ["T32", 2014, 2022],
      ["T33", 2023, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "FWD", 2488, 4, "Aspirated", 135, 244, null, 7.4),
      ...shell(7, 5, 55, 5, 2250, 4680, 1840, 1725),
    },
    [
      { name: "ST 2WD", priceNew: 40990, add: [...KIT.basics, ...KIT.assist, "Alloy Wheels"] },
      {
        name: "ST-L 4WD",
        priceNew: 47990,
        drive: "AWD",
        fuelConsumption: 7.8,
        add: [...KIT.keyless, ...KIT.nav, ...KIT.climate, "360-degree Camera"],
      },
      {
        name: "Ti e-POWER e-4ORCE",
        priceNew: 58990,
        ...pt("Hybrid", "Automatic", "AWD", 1497, 3, "Turbo", 157, 330, 1, 6.1),
        seats: 5,
        add: [...KIT.leather, "Power Tailgate", "Panoramic Sunroof", "Wireless Phone Charger"],
      },
      {
        name: "Ti-L e-POWER e-4ORCE",
        priceNew: 63990,
        ...pt("Hybrid", "Automatic", "AWD", 1497, 3, "Turbo", 157, 330, 1, 6.1),
        seats: 5,
        add: ["Head-up Display", "Bose Premium Audio", "Quilted Nappa Leather Seats"],
      },
    ],
  ),
  car(
    { make: NI, model: "Patrol", slug: "patrol", body: "4x4", bodyConfiguration: "4 Door Wagon", category: SUVS },
    [["Y62", 2013, 2026]],
    {
      ...pt("Petrol", "Automatic", "4WD", 5552, 8, "Aspirated", 298, 560, 7, 14.4),
      ...shell(8, 5, 140, null, 3500, 5175, 1995, 1940),
    },
    [
      {
        name: "Ti",
        priceNew: 86990,
        add: [
          ...KIT.basics,
          ...KIT.assist,
          ...KIT.keyless,
          ...KIT.nav,
          ...KIT.climate,
          ...KIT.leather,
          "Low Range Transfer Case",
          "Diff Lock",
        ],
      },
      {
        name: "Ti-L",
        priceNew: 104990,
        seats: 7,
        add: [...KIT.luxury, "Bose Premium Audio", "Sunroof", "Rear Entertainment Screens"],
      },
      { name: "Warrior", priceNew: 110990, add: ["Off-road Suspension", "All-terrain Tyres", "Tow Bar"] },
    ],
  ),
  car(
    { make: NI, model: "Qashqai", slug: "qashqai", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [
      ["J11", 2014, 2022],
      ["J12", 2023, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "FWD", 1332, 4, "Turbo", 110, 250, null, 6.1),
      ...shell(5, 5, 55, 5, 1965, 4425, 1835, 1625),
    },
    [
      { name: "ST", priceNew: 37990, add: [...KIT.basics, ...KIT.assist, "Alloy Wheels"] },
      { name: "ST+", priceNew: 40990, add: [...KIT.keyless, ...KIT.nav, "Rear Parking Sensors"] },
      {
        name: "Ti",
        priceNew: 47990,
        add: [...KIT.leather, "360-degree Camera", "Power Tailgate", "Panoramic Sunroof"],
      },
      {
        name: "Ti e-POWER",
        priceNew: 54990,
        ...pt("Hybrid", "Automatic", "FWD", 1497, 3, "Turbo", 140, 330, 1, 5.3),
        add: ["Head-up Display", "Bose Premium Audio"],
      },
    ],
  ),
];

const SU = "Subaru";
const SU_20 = pt("Petrol", "Automatic", "AWD", 1995, 4, "Aspirated", 115, 196, null, 7.0);
const SU_20H = pt("Hybrid", "Automatic", "AWD", 1995, 4, "Aspirated", 110, 196, null, 6.5);

const SUBARU: CarModel[] = [
  car(
    { make: SU, model: "Outback", slug: "outback", body: "wagon", bodyConfiguration: "4 Door Wagon", category: SUVS },
    [
      ["BS", 2015, 2020],
      ["BT", 2021, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "AWD", 2498, 4, "Aspirated", 138, 245, null, 7.3),
      ...shell(5, 5, 63, 5, 2250, 4870, 1875, 1675),
    },
    [
      { name: "AWD", priceNew: 46990, add: [...KIT.basics, ...KIT.assist, ...KIT.alloys, "Roof Racks"] },
      {
        name: "AWD Sport",
        priceNew: 53990,
        add: [...KIT.keyless, ...KIT.nav, ...KIT.climate, "Power Tailgate", "Heated Front Seats"],
      },
      {
        name: "AWD Touring",
        priceNew: 58990,
        add: ["Leather-accented Seats", "Power Driver's Seat", "Sunroof", "Harman Kardon Premium Audio"],
      },
      {
        name: "AWD Touring XT",
        priceNew: 64990,
        ...pt("Petrol", "Automatic", "AWD", 2387, 4, "Turbo", 183, 350, null, 9.0),
        add: ["Ventilated Front Seats"],
      },
    ],
  ),
  car(
    { make: SU, model: "Forester", slug: "forester", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [
      ["SJ", 2013, 2018],
      ["SK", 2019, 2024],
      ["SL", 2025, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "AWD", 2498, 4, "Aspirated", 136, 247, null, 7.4),
      ...shell(5, 5, 63, 5, 2130, 4655, 1830, 1730),
    },
    [
      { name: "2.5i", priceNew: 41990, add: [...KIT.basics, ...KIT.assist, "Alloy Wheels", "Roof Racks"] },
      { name: "2.5i-L", priceNew: 44990, add: [...KIT.keyless, ...KIT.climate, "Satellite Navigation"] },
      { name: "Hybrid L", priceNew: 47490, ...SU_20H, fuelCapacity: 48, add: ["Heated Front Seats"] },
      {
        name: "Hybrid Sport",
        priceNew: 52990,
        ...SU_20H,
        fuelCapacity: 48,
        add: ["Power Tailgate", "Wireless Phone Charger", "LED Headlights"],
      },
      {
        name: "Hybrid S",
        priceNew: 57990,
        ...SU_20H,
        fuelCapacity: 48,
        add: [...KIT.leather, "Sunroof", "Harman Kardon Premium Audio"],
      },
    ],
  ),
  car(
    { make: SU, model: "XV", slug: "xv", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [
      ["GP", 2012, 2016],
      ["GT", 2017, 2023],
    ],
    { ...SU_20, ...shell(5, 5, 63, 5, 1940, 4485, 1800, 1615) },
    [
      { name: "2.0i", priceNew: 32990, add: [...KIT.basics, "Alloy Wheels"] },
      { name: "2.0i-L", priceNew: 35490, add: ["Dual-zone Climate Control", "Blind Spot Monitor"] },
      { name: "2.0i Premium", priceNew: 37490, add: ["Satellite Navigation", "Sunroof", "Heated Front Seats"] },
      {
        name: "2.0i-S",
        priceNew: 40490,
        add: ["Leather-accented Seats", "Power Driver's Seat", "LED Headlights", "Keyless Entry"],
      },
      {
        name: "Hybrid S",
        priceNew: 43990,
        years: [2020, 2023],
        ...SU_20H,
        fuelCapacity: 48,
        add: ["Rear Cross Traffic Alert"],
      },
    ],
  ),
  car(
    { make: SU, model: "Crosstrek", slug: "crosstrek", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [["GU", 2023, 2026]],
    { ...SU_20, fuelConsumption: 7.2, ...shell(5, 5, 63, 5, 1970, 4495, 1800, 1615) },
    [
      { name: "2.0R", priceNew: 37990, add: [...KIT.basics, ...KIT.assist, "Alloy Wheels", "Roof Racks"] },
      { name: "2.0L", priceNew: 40490, add: [...KIT.keyless, ...KIT.climate, "Satellite Navigation"] },
      { name: "Hybrid L", priceNew: 43490, ...SU_20H, fuelCapacity: 48, add: ["Heated Front Seats"] },
      {
        name: "Hybrid S",
        priceNew: 48490,
        ...SU_20H,
        fuelCapacity: 48,
        add: [...KIT.leather, "Harman Kardon Premium Audio", "LED Headlights"],
      },
    ],
  ),
  car(
    { make: SU, model: "WRX", slug: "wrx", body: "sedan", bodyConfiguration: "4 Door Sedan", category: PERF },
    [
      ["VA", 2014, 2021],
      ["VB", 2022, 2026],
    ],
    {
      ...pt("Petrol", "Manual", "AWD", 2387, 4, "Turbo", 202, 350, 6, 9.9),
      ...shell(5, 4, 63, null, 2050, 4669, 1826, 1468),
    },
    [
      {
        name: "AWD Manual",
        priceNew: 53990,
        add: [...KIT.basics, ...KIT.keyless, "Alloy Wheels", "Sports Seats", "Limited-slip Differential"],
      },
      {
        name: "RS Manual",
        priceNew: 61990,
        add: [...KIT.leather, ...KIT.nav, "Harman Kardon Premium Audio", "Blind Spot Monitor"],
      },
      {
        name: "tS",
        priceNew: 67990,
        transmission: "Automatic",
        gears: null,
        fuelConsumption: 8.6,
        add: ["Adaptive Suspension", "Recaro Sports Seats", "Adaptive Cruise Control", "Paddle Shifters"],
      },
    ],
  ),
];

const HO = "Holden";
const VF_V6 = pt("Petrol", "Automatic", "RWD", 3564, 6, "Aspirated", 210, 350, 6, 9.0);
const VF_V8 = pt("Petrol", "Manual", "RWD", 6162, 8, "Aspirated", 304, 570, 6, 12.9);
const ZB_20T = pt("Petrol", "Automatic", "FWD", 1998, 4, "Turbo", 191, 350, 9, 7.6);

const HOLDEN: CarModel[] = [
  car(
    {
      make: HO,
      model: "Commodore",
      slug: "commodore",
      body: "sedan",
      bodyConfiguration: "4 Door Sedan",
      category: HATCHES,
    },
    [
      ["VF", 2013, 2017],
      ["ZB", 2018, 2020],
    ],
    { ...VF_V6, ...shell(5, 4, 71, 5, 2270, 4964, 1898, 1476) },
    [
      {
        name: "Evoke",
        priceNew: 38990,
        years: [2013, 2017],
        add: ["Bluetooth", "Reversing Camera", "Cruise Control", "Rear Parking Sensors", "Alloy Wheels"],
      },
      {
        name: "LT",
        priceNew: 41990,
        years: [2018, 2020],
        ...ZB_20T,
        fuelCapacity: 61,
        bodyConfiguration: "5 Door Liftback",
        lengthMm: 4897,
        widthMm: 1863,
        heightMm: 1455,
        add: ["Apple CarPlay", "Android Auto", "Autonomous Emergency Braking", "Lane Keep Assist", "Keyless Entry"],
      },
      {
        name: "SS",
        priceNew: 52990,
        years: [2013, 2017],
        ...VF_V8,
        add: ["Sports Suspension", "Satellite Navigation", "Head-up Display"],
      },
      {
        name: "VXR",
        priceNew: 58990,
        years: [2018, 2020],
        ...pt("Petrol", "Automatic", "AWD", 3564, 6, "Aspirated", 235, 381, 9, 9.1),
        fuelCapacity: 61,
        bodyConfiguration: "5 Door Liftback",
        lengthMm: 4897,
        widthMm: 1863,
        heightMm: 1455,
        add: [...KIT.leather, "Adaptive Suspension", "Bose Premium Audio", "Adaptive Cruise Control"],
      },
      { name: "SS-V Redline", priceNew: 59990, years: [2013, 2017], ...VF_V8, add: ["Brembo Brakes", "Sunroof"] },
    ],
  ),
  car(
    {
      make: HO,
      model: "Commodore",
      slug: "commodore-sportwagon",
      body: "stationWagon",
      bodyConfiguration: "4 Door Sportwagon",
      category: HATCHES,
    },
    [
      ["VF", 2013, 2017],
      ["ZB", 2018, 2020],
    ],
    { ...VF_V6, ...shell(5, 5, 71, 5, 2350, 4992, 1898, 1492) },
    [
      {
        name: "Evoke Sportwagon",
        priceNew: 40990,
        years: [2013, 2017],
        add: [
          "Bluetooth",
          "Reversing Camera",
          "Cruise Control",
          "Rear Parking Sensors",
          "Alloy Wheels",
          "Power Tailgate",
        ],
      },
      {
        name: "LT Sportwagon",
        priceNew: 43990,
        years: [2018, 2020],
        ...ZB_20T,
        fuelCapacity: 61,
        lengthMm: 4986,
        widthMm: 1863,
        heightMm: 1525,
        add: ["Apple CarPlay", "Android Auto", "Autonomous Emergency Braking", "Lane Keep Assist", "Keyless Entry"],
      },
      {
        name: "SS-V Redline Sportwagon",
        priceNew: 61990,
        years: [2013, 2017],
        ...VF_V8,
        transmission: "Automatic",
        add: [...KIT.leather, "Satellite Navigation", "Brembo Brakes", "Head-up Display"],
      },
    ],
  ),
  car(
    {
      make: HO,
      model: "Colorado",
      slug: "colorado",
      body: "ute",
      bodyConfiguration: "Crew Cab Pickup",
      category: WORK,
    },
    [["RG", 2012, 2020]],
    {
      ...pt("Diesel", "Automatic", "4WD", 2776, 4, "Turbo", 147, 500, 6, 8.6),
      ...shell(5, 4, 76, 5, 3150, 5361, 1874, 1800),
    },
    [
      {
        name: "LS (4x4) Crew Cab",
        priceNew: 46990,
        add: [
          "Apple CarPlay",
          "Android Auto",
          "Bluetooth",
          "Reversing Camera",
          "Cruise Control",
          "Low Range Transfer Case",
        ],
      },
      {
        name: "LT (4x4) Crew Cab",
        priceNew: 50990,
        add: ["Alloy Wheels", "Satellite Navigation", "Side Steps", "Tub Liner"],
      },
      {
        name: "LTZ (4x4) Crew Cab",
        priceNew: 54990,
        add: [
          "Leather-accented Seats",
          "Heated Front Seats",
          "Keyless Entry",
          "Lane Keep Assist",
          "Autonomous Emergency Braking",
        ],
      },
      { name: "Z71 (4x4) Crew Cab", priceNew: 58990, add: ["Sports Bar", "Tow Bar", "Roof Racks"] },
    ],
  ),
  car(
    { make: HO, model: "Trax", slug: "trax", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [["TJ", 2013, 2020]],
    {
      ...pt("Petrol", "Automatic", "FWD", 1796, 4, "Aspirated", 103, 175, 6, 7.6),
      ...shell(5, 5, 53, 5, 1770, 4262, 1776, 1674),
    },
    [
      {
        name: "LS",
        priceNew: 25990,
        add: ["Apple CarPlay", "Android Auto", "Bluetooth", "Reversing Camera", "Cruise Control"],
      },
      {
        name: "LT",
        priceNew: 29990,
        ...pt("Petrol", "Automatic", "FWD", 1364, 4, "Turbo", 103, 200, 6, 6.7),
        add: ["Alloy Wheels", "Rear Parking Sensors", "Sunroof"],
      },
      {
        name: "LTZ",
        priceNew: 32990,
        ...pt("Petrol", "Automatic", "FWD", 1364, 4, "Turbo", 103, 200, 6, 6.7),
        add: ["Leather-accented Seats", "Heated Front Seats", "Keyless Entry", "Blind Spot Monitor"],
      },
    ],
  ),
];

const IS = "Isuzu";
const IS_30 = pt("Diesel", "Automatic", "4WD", 2999, 4, "Turbo", 140, 450, 6, 8.0);
const DMAX_GENS: [string, number, number][] = [
  ["TF", 2012, 2020],
  ["RG", 2021, 2026],
];

const ISUZU: CarModel[] = [
  car(
    { make: IS, model: "D-Max", slug: "d-max", body: "ute", bodyConfiguration: "Crew Cab Ute", category: WORK },
    DMAX_GENS,
    { ...IS_30, ...shell(5, 4, 76, 5, 3100, 5280, 1870, 1790) },
    [
      {
        name: "SX (4x4) Crew Cab",
        priceNew: 52990,
        add: [...KIT.basics, ...KIT.assist, "Low Range Transfer Case", "Rear Diff Lock"],
      },
      { name: "LS-M (4x4) Crew Cab", priceNew: 56990, add: ["Alloy Wheels", "Side Steps", "Tub Liner"] },
      {
        name: "LS-U (4x4) Crew Cab",
        priceNew: 61990,
        add: [...KIT.keyless, ...KIT.nav, ...KIT.climate, "LED Headlights"],
      },
      {
        name: "X-Terrain (4x4) Crew Cab",
        priceNew: 69990,
        add: ["Leather-accented Seats", "Power Driver's Seat", "Electric Roller Cover", "Sports Bar"],
      },
      {
        name: "Blade (4x4) Crew Cab",
        priceNew: 76990,
        add: ["Off-road Suspension", "Tow Bar", "Wireless Phone Charger"],
      },
    ],
  ),
  car(
    {
      make: IS,
      model: "D-Max",
      slug: "d-max-cab-chassis",
      body: "cabChassis",
      bodyConfiguration: "Single Cab Chassis",
      category: WORK,
    },
    DMAX_GENS,
    {
      ...pt("Diesel", "Manual", "RWD", 1898, 4, "Turbo", 110, 350, 6, 7.5),
      ...shell(3, 2, 76, 5, 2950, 5265, 1810, 1785),
    },
    [
      { name: "SX (4x2) Single Cab High-Ride", priceNew: 35990, add: [...KIT.basics, ...KIT.assist] },
      {
        name: "SX (4x4) Space Cab",
        priceNew: 48990,
        ...IS_30,
        transmission: "Manual",
        seats: 4,
        doors: 4,
        bodyConfiguration: "Space Cab Chassis",
        add: ["Low Range Transfer Case", "Rear Diff Lock"],
      },
      {
        name: "SX (4x4) Crew Cab",
        priceNew: 52490,
        ...IS_30,
        seats: 5,
        doors: 4,
        bodyConfiguration: "Crew Cab Chassis",
        add: ["Rear Parking Sensors"],
      },
    ],
  ),
  car(
    { make: IS, model: "MU-X", slug: "mu-x", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [
      ["UC", 2013, 2020],
      ["RJ", 2021, 2026],
    ],
    { ...IS_30, drive: "RWD", fuelConsumption: 7.8, ...shell(7, 5, 80, 5, 2800, 4850, 1870, 1825) },
    [
      { name: "LS-M (4x2)", priceNew: 51990, add: [...KIT.basics, ...KIT.assist, "Alloy Wheels"] },
      {
        name: "LS-U (4x4)",
        priceNew: 60990,
        drive: "4WD",
        add: [...KIT.keyless, ...KIT.nav, ...KIT.climate, "Low Range Transfer Case", "Rear Diff Lock"],
      },
      {
        name: "LS-T (4x4)",
        priceNew: 68990,
        drive: "4WD",
        add: [...KIT.leather, "Power Tailgate", "Wireless Phone Charger", "LED Headlights"],
      },
    ],
  ),
  car(
    {
      make: IS,
      model: "N Series",
      slug: "n-series",
      body: "lightTruck",
      bodyConfiguration: "Cab Chassis Truck",
      category: WORK,
    },
    [
      ["Euro 5", 2014, 2024],
      ["Euro 6", 2025, 2026],
    ],
    {
      ...pt("Diesel", "Automatic", "RWD", 2999, 4, "Turbo", 110, 375, 6, 13.0),
      ...shell(3, 2, 100, null, 4500, 5990, 1860, 2250),
    },
    [
      {
        name: "NLR 45-150 AMT",
        priceNew: 72990,
        add: ["Bluetooth", "Reversing Camera", "Autonomous Emergency Braking", "Cruise Control", "Air Conditioning"],
      },
      {
        name: "NNR 45-150 AMT",
        priceNew: 75990,
        widthMm: 1995,
        add: ["Apple CarPlay", "Android Auto", "Lane Keep Assist"],
      },
      {
        name: "NPR 75-190 AMT",
        priceNew: 89990,
        ...pt("Diesel", "Automatic", "RWD", 5193, 4, "Turbo", 140, 513, 6, 16.0),
        fuelCapacity: 140,
        grossVehicleMass: 7500,
        lengthMm: 6850,
        widthMm: 2040,
        heightMm: 2400,
        add: ["Exhaust Brake", "Air-suspended Driver's Seat"],
      },
    ],
  ),
];

const HN = "Honda";

const HONDA: CarModel[] = [
  car(
    {
      make: HN,
      model: "Civic",
      slug: "civic",
      body: "hatch",
      bodyConfiguration: "5 Door Hatchback",
      category: HATCHES,
    },
    [
      ["FK", 2017, 2021],
      ["FL", 2022, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "FWD", 1498, 4, "Turbo", 131, 240, null, 6.3),
      ...shell(5, 5, 47, 5, 1820, 4560, 1802, 1415),
    },
    [
      {
        name: "VTi",
        priceNew: 30990,
        years: [2017, 2021],
        ...pt("Petrol", "Automatic", "FWD", 1799, 4, "Aspirated", 104, 174, null, 6.4),
        add: [...KIT.basics, "Alloy Wheels"],
      },
      {
        name: "VTi LX",
        priceNew: 47200,
        years: [2022, 2026],
        add: [
          ...KIT.assist,
          ...KIT.keyless,
          ...KIT.leather,
          ...KIT.nav,
          "Wireless Phone Charger",
          "Bose Premium Audio",
        ],
      },
      {
        name: "e:HEV LX",
        priceNew: 55500,
        years: [2022, 2026],
        ...pt("Hybrid", "Automatic", "FWD", 1993, 4, "Aspirated", 135, 315, null, 4.2),
        fuelCapacity: 40,
        add: ["Head-up Display", "Memory Seats"],
      },
      {
        name: "Type R",
        priceNew: 72600,
        years: [2022, 2026],
        ...pt("Petrol", "Manual", "FWD", 1996, 4, "Turbo", 235, 420, 6, 9.2),
        fuelCapacity: 47,
        ancap: null,
        add: ["Limited-slip Differential", "Adaptive Suspension", "Sports Seats", "Brembo Brakes"],
      },
    ],
  ),
  car(
    { make: HN, model: "CR-V", slug: "cr-v", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [
      ["RM", 2013, 2017],
      ["RW", 2018, 2022],
      ["RS", 2023, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "FWD", 1498, 4, "Turbo", 140, 240, null, 7.3),
      ...shell(5, 5, 57, 5, 2190, 4691, 1866, 1681),
    },
    [
      { name: "VTi", priceNew: 44600, add: [...KIT.basics, ...KIT.assist, "Alloy Wheels", "Rear Parking Sensors"] },
      {
        name: "VTi L7",
        priceNew: 50600,
        seats: 7,
        add: [...KIT.keyless, ...KIT.climate, "Power Tailgate", "Satellite Navigation"],
      },
      {
        name: "VTi X AWD",
        priceNew: 52600,
        drive: "AWD",
        fuelConsumption: 7.6,
        add: ["Wireless Phone Charger", "Heated Front Seats"],
      },
      {
        name: "e:HEV RS AWD",
        priceNew: 62800,
        ...pt("Hybrid", "Automatic", "AWD", 1993, 4, "Aspirated", 135, 335, null, 5.3),
        add: ["Leather-accented Seats", "Bose Premium Audio", "Panoramic Sunroof", "Head-up Display"],
      },
    ],
  ),
  car(
    { make: HN, model: "HR-V", slug: "hr-v", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [
      ["RU", 2015, 2021],
      ["RV", 2022, 2026],
    ],
    {
      ...pt("Petrol", "Automatic", "FWD", 1997, 4, "Aspirated", 119, 189, null, 6.5),
      ...shell(5, 5, 40, 5, 1750, 4330, 1790, 1590),
    },
    [
      {
        name: "VTi",
        priceNew: 29990,
        years: [2015, 2021],
        ...pt("Petrol", "Automatic", "FWD", 1799, 4, "Aspirated", 105, 172, null, 6.6),
        add: [...KIT.basics, "Alloy Wheels"],
      },
      {
        name: "Vi X",
        priceNew: 37800,
        years: [2022, 2026],
        add: [...KIT.assist, ...KIT.keyless, "Dual-zone Climate Control"],
      },
      {
        name: "e:HEV L",
        priceNew: 45000,
        years: [2022, 2026],
        ...pt("Hybrid", "Automatic", "FWD", 1498, 4, "Aspirated", 96, 253, null, 4.3),
        add: ["Leather-accented Seats", "Power Tailgate", "Wireless Phone Charger", "Heated Front Seats"],
      },
    ],
  ),
  car(
    { make: HN, model: "Jazz", slug: "jazz", body: "hatch", bodyConfiguration: "5 Door Hatchback", category: HATCHES },
    [
      ["GE", 2008, 2013],
      ["GK", 2014, 2020],
    ],
    {
      ...pt("Petrol", "Manual", "FWD", 1497, 4, "Aspirated", 88, 145, 5, 5.8),
      ...shell(5, 5, 40, 5, 1530, 4035, 1694, 1524),
    },
    [
      { name: "VTi Manual", priceNew: 17990, add: ["Bluetooth", "Reversing Camera", "Cruise Control", "Magic Seats"] },
      {
        name: "VTi",
        priceNew: 19490,
        transmission: "Automatic",
        gears: null,
        fuelConsumption: 5.4,
        add: ["Apple CarPlay", "Android Auto"],
      },
      {
        name: "VTi-S",
        priceNew: 21990,
        transmission: "Automatic",
        gears: null,
        fuelConsumption: 5.4,
        add: ["Alloy Wheels", "Keyless Entry", "Autonomous Emergency Braking"],
      },
      {
        name: "VTi-L",
        priceNew: 24490,
        transmission: "Automatic",
        gears: null,
        fuelConsumption: 5.4,
        add: ["Leather-accented Seats", "Sunroof", "Satellite Navigation"],
      },
    ],
  ),
  car(
    {
      make: HN,
      model: "Odyssey",
      slug: "odyssey",
      body: "peopleMover",
      bodyConfiguration: "5 Door Wagon",
      category: SUVS,
    },
    [
      ["RB", 2009, 2013],
      ["RC", 2014, 2021],
    ],
    {
      ...pt("Petrol", "Automatic", "FWD", 2356, 4, "Aspirated", 129, 225, null, 7.6),
      ...shell(8, 5, 55, 5, 2390, 4840, 1820, 1695),
    },
    [
      { name: "VTi", priceNew: 44990, add: [...KIT.basics, ...KIT.climate, "Dual Sliding Doors", "Alloy Wheels"] },
      {
        name: "VTi-L",
        priceNew: 53990,
        seats: 7,
        add: [...KIT.keyless, ...KIT.leather, "Power Sliding Doors", "Power Tailgate", "Sunroof", "Captain's Chairs"],
      },
    ],
  ),
];

const SZ = "Suzuki";

const SUZUKI: CarModel[] = [
  car(
    {
      make: SZ,
      model: "Swift",
      slug: "swift",
      body: "hatch",
      bodyConfiguration: "5 Door Hatchback",
      category: HATCHES,
    },
    [
      ["FZ", 2012, 2016],
      ["AZ", 2017, 2023],
      ["AZH", 2024, 2026],
    ],
    {
      ...pt("Hybrid", "Automatic", "FWD", 1197, 3, "Aspirated", 61, 112, null, 4.0),
      ...shell(5, 5, 37, 4, 1380, 3860, 1695, 1500),
    },
    [
      {
        name: "GL Navigator",
        priceNew: 21990,
        years: [2012, 2023],
        ...pt("Petrol", "Automatic", "FWD", 1242, 4, "Aspirated", 66, 120, null, 4.8),
        add: [
          "Bluetooth",
          "Reversing Camera",
          "Cruise Control",
          "Apple CarPlay",
          "Android Auto",
          "Satellite Navigation",
        ],
      },
      {
        name: "Hybrid Manual",
        priceNew: 22990,
        years: [2024, 2026],
        transmission: "Manual",
        gears: 5,
        add: ["Autonomous Emergency Braking", "Lane Keep Assist"],
      },
      { name: "Hybrid", priceNew: 24490, years: [2024, 2026], add: ["Adaptive Cruise Control"] },
      {
        name: "Hybrid GLX",
        priceNew: 28990,
        years: [2024, 2026],
        add: [...KIT.keyless, "Alloy Wheels", "LED Headlights", "Blind Spot Monitor", "Climate Control"],
      },
      {
        name: "Sport Manual",
        priceNew: 32990,
        years: [2018, 2023],
        ...pt("Petrol", "Manual", "FWD", 1373, 4, "Turbo", 103, 230, 6, 6.1),
        add: ["Sports Seats", "Sports Suspension"],
      },
    ],
  ),
  car(
    { make: SZ, model: "Jimny", slug: "jimny", body: "4x4", bodyConfiguration: "3 Door Wagon", category: SUVS },
    [
      ["SJ", 2012, 2018],
      ["GJ", 2019, 2026],
    ],
    {
      ...pt("Petrol", "Manual", "4WD", 1462, 4, "Aspirated", 75, 130, 5, 6.4),
      ...shell(4, 3, 40, 3, 1435, 3645, 1645, 1725),
    },
    [
      {
        name: "Lite",
        priceNew: 33990,
        years: [2022, 2026],
        add: [
          "Bluetooth",
          "Reversing Camera",
          "Autonomous Emergency Braking",
          "Lane Keep Assist",
          "Cruise Control",
          "Low Range Transfer Case",
          "Hill Descent Control",
        ],
      },
      {
        name: "GLX Manual",
        priceNew: 35990,
        add: ["Apple CarPlay", "Android Auto", "Alloy Wheels", "LED Headlights", "Climate Control"],
      },
      {
        name: "GLX",
        priceNew: 37990,
        transmission: "Automatic",
        gears: 4,
        fuelConsumption: 6.9,
        add: ["Adaptive Cruise Control"],
      },
      {
        name: "XL Manual",
        priceNew: 39990,
        years: [2024, 2026],
        doors: 5,
        lengthMm: 3985,
        grossVehicleMass: 1545,
        bodyConfiguration: "5 Door Wagon",
        add: ["Rear Parking Sensors"],
      },
      {
        name: "XL",
        priceNew: 41990,
        years: [2024, 2026],
        transmission: "Automatic",
        gears: 4,
        fuelConsumption: 6.9,
        doors: 5,
        lengthMm: 3985,
        grossVehicleMass: 1545,
        bodyConfiguration: "5 Door Wagon",
        add: ["Keyless Entry"],
      },
    ],
  ),
  car(
    { make: SZ, model: "Vitara", slug: "vitara", body: "suv", bodyConfiguration: "5 Door Wagon", category: SUVS },
    [["LY", 2015, 2026]],
    {
      ...pt("Petrol", "Automatic", "FWD", 1586, 4, "Aspirated", 86, 156, 6, 6.2),
      ...shell(5, 5, 47, 5, 1730, 4175, 1775, 1610),
    },
    [
      { name: "Vitara", priceNew: 31990, add: [...KIT.basics, "Alloy Wheels", "Satellite Navigation"] },
      {
        name: "Turbo",
        priceNew: 36990,
        ...pt("Petrol", "Automatic", "FWD", 1373, 4, "Turbo", 103, 220, 6, 6.2),
        add: [...KIT.assist, "Keyless Entry", "LED Headlights"],
      },
      {
        name: "Turbo ALLGRIP",
        priceNew: 40990,
        ...pt("Petrol", "Automatic", "AWD", 1373, 4, "Turbo", 103, 220, 6, 6.4),
        add: ["Leather-accented Seats", "Panoramic Sunroof"],
      },
    ],
  ),
];

const FI = "Fiat";
const DUCATO_GENS: [string, number, number][] = [
  ["Series 6", 2015, 2019],
  ["Series 7", 2020, 2021],
  ["Series 8", 2022, 2024],
  ["Series 9", 2025, 2026],
];
const DUCATO_23 = pt("Diesel", "Automatic", "FWD", 2287, 4, "Turbo", 132, 400, 9, 9.5);

const FIAT: CarModel[] = [
  car(
    { make: FI, model: "Ducato", slug: "ducato", body: "van", bodyConfiguration: "4 Door Van", category: WORK },
    DUCATO_GENS,
    {
      ...pt("Diesel", "Manual", "FWD", 2287, 4, "Turbo", 103, 350, 6, 8.4),
      ...shell(3, 4, 90, null, 3650, 5413, 2050, 2524),
    },
    [
      {
        name: "MWB Mid Roof",
        priceNew: 55990,
        add: [
          "Bluetooth",
          "Reversing Camera",
          "Cruise Control",
          "Autonomous Emergency Braking",
          "Cargo Floor Tie-downs",
        ],
      },
      {
        name: "LWB High Roof",
        priceNew: 63990,
        ...DUCATO_23,
        grossVehicleMass: 4250,
        lengthMm: 6363,
        heightMm: 2774,
        add: ["Apple CarPlay", "Android Auto", "Lane Keep Assist"],
      },
      {
        name: "XLWB High Roof",
        priceNew: 67990,
        ...DUCATO_23,
        grossVehicleMass: 4250,
        lengthMm: 6743,
        heightMm: 2774,
        add: ["Rear Parking Sensors"],
      },
    ],
  ),
  car(
    {
      make: FI,
      model: "Ducato Motorhome",
      slug: "ducato-motorhome",
      body: "motorhome",
      bodyConfiguration: "Motorhome",
      category: WORK,
    },
    DUCATO_GENS,
    { ...DUCATO_23, ...shell(4, 3, 90, null, 4250, 6990, 2350, 3000) },
    [
      {
        name: "Compact 2-Berth",
        priceNew: 129990,
        seats: 2,
        lengthMm: 5990,
        add: [
          "Bluetooth",
          "Reversing Camera",
          "Cruise Control",
          "Queen Bed",
          "Compressor Fridge",
          "Awning",
          "Solar Panels",
        ],
      },
      {
        name: "C-Class 4-Berth",
        priceNew: 159990,
        add: ["Ensuite", "Diesel Heater", "Lithium Battery", "Over-cab Bed"],
      },
      {
        name: "C-Class 6-Berth Slide-out",
        priceNew: 189990,
        seats: 6,
        lengthMm: 7600,
        grossVehicleMass: 4495,
        add: ["Slide-out", "Washing Machine", "External Kitchen", "Bunk Beds"],
      },
    ],
  ),
];

const MB = "Mercedes-Benz";
const SPRINTER_GENS: [string, number, number][] = [
  ["906", 2012, 2018],
  ["907", 2019, 2026],
];

const MERCEDES: CarModel[] = [
  car(
    { make: MB, model: "Sprinter", slug: "sprinter", body: "van", bodyConfiguration: "4 Door Van", category: WORK },
    SPRINTER_GENS,
    {
      ...pt("Diesel", "Automatic", "RWD", 1950, 4, "Turbo", 110, 330, 9, 8.8),
      ...shell(3, 4, 71, 5, 3550, 5932, 2020, 2356),
    },
    [
      { name: "315 CDI MWB", priceNew: 73990, add: [...KIT.basics, "Crosswind Assist", "Cargo Floor Tie-downs"] },
      {
        name: "317 CDI LWB",
        priceNew: 79990,
        powerKw: 125,
        torqueNm: 400,
        lengthMm: 6967,
        grossVehicleMass: 4100,
        add: ["Satellite Navigation", "Keyless Entry"],
      },
      {
        name: "319 CDI LWB High Roof",
        priceNew: 86990,
        powerKw: 140,
        torqueNm: 450,
        lengthMm: 6967,
        heightMm: 2680,
        grossVehicleMass: 4100,
        add: ["Adaptive Cruise Control", "Blind Spot Monitor", "360-degree Camera"],
      },
    ],
  ),
  car(
    {
      make: MB,
      model: "Sprinter Motorhome",
      slug: "sprinter-motorhome",
      body: "motorhome",
      bodyConfiguration: "Motorhome",
      category: WORK,
    },
    SPRINTER_GENS,
    {
      ...pt("Diesel", "Automatic", "RWD", 1950, 4, "Turbo", 125, 400, 9, 10.5),
      ...shell(4, 3, 93, null, 4490, 7400, 2350, 3100),
    },
    [
      {
        name: "2-Berth Campervan",
        priceNew: 159990,
        seats: 2,
        lengthMm: 6967,
        heightMm: 2680,
        add: [
          "Apple CarPlay",
          "Android Auto",
          "Reversing Camera",
          "Adaptive Cruise Control",
          "Queen Bed",
          "Compressor Fridge",
          "Solar Panels",
        ],
      },
      {
        name: "4-Berth C-Class",
        priceNew: 199990,
        add: ["Ensuite", "Diesel Heater", "Lithium Battery", "Awning", "Over-cab Bed"],
      },
      {
        name: "Platinum 4-Berth Slide-out",
        priceNew: 239990,
        add: ["Slide-out", "Washing Machine", "External Kitchen", "Leather-accented Seats", "Off-grid Water Tanks"],
      },
    ],
  ),
];

export const CAR_MODELS_MORE: CarModel[] = [
  ...MG_MODELS,
  ...JEEP,
  ...MITSUBISHI,
  ...HYUNDAI,
  ...VOLKSWAGEN,
  ...NISSAN,
  ...SUBARU,
  ...HOLDEN,
  ...ISUZU,
  ...HONDA,
  ...SUZUKI,
  ...FIAT,
  ...MERCEDES,
];
