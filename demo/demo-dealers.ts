import type { CarType, State } from "@/domain/vehicle-kinds";
import type { WeekPlan } from "./opening-hours";
import { PARTS_WEEK, SALES_WEEK, SERVICE_WEEK, SUPERMARKET_WEEK } from "./opening-hours";

/**
 * The four demo dealers. Every name, street, phone number and e-mail address is invented:
 * phones are in the (0x) 5550 xxxx range, mobiles 04xx 000 xxx, e-mail and web on .example.
 * Suburbs and coordinates are real places so distances and maps make sense.
 */
export interface DemoLocation {
  slug: string;
  name: string;
  type: "" | "sales" | "service" | "parts";
  subtypes: string[];
  primary: boolean;
  street: string;
  city: string;
  state: State;
  postcode: string;
  lat: number;
  lng: number;
  phone: string;
  email: string;
  week: WeekPlan;
  licence: string | null;
}

interface DemoDealership {
  slug: string;
  name: string;
  manufacturers: string[];
  dealerGroup: string | null;
  leadEmail: string;
  locations: DemoLocation[];
}

/** How much stock of which kind a dealership carries. `makes` are catalogue make names. */
export interface StockPlan {
  dealership: string;
  count: number;
  carTypes: readonly (readonly [CarType, number])[];
  /** Makes for new and demo stock (the franchise). */
  newMakes: string[];
  /** Makes seen in used stock, weighted. */
  usedMakes: readonly (readonly [string, number])[];
  caravans?: number;
  motorcycles?: number;
}

export interface DemoDealer {
  site: string;
  stockPrefix: string;
  dealerships: DemoDealership[];
  stock: StockPlan[];
  /** Share of used stock that is certified pre-owned (franchise programme). */
  certifiedShare: number;
}

const loc = (
  l: Omit<DemoLocation, "subtypes" | "licence"> & Partial<Pick<DemoLocation, "subtypes" | "licence">>,
): DemoLocation => ({
  subtypes: [],
  licence: null,
  ...l,
});

const USED_MIX = [
  ["Toyota", 18],
  ["Ford", 10],
  ["Mazda", 10],
  ["Hyundai", 10],
  ["Kia", 8],
  ["Mitsubishi", 7],
  ["Nissan", 7],
  ["Volkswagen", 6],
  ["Holden", 6],
  ["Subaru", 5],
  ["Honda", 5],
  ["Isuzu", 4],
  ["MG", 4],
  ["Suzuki", 3],
  ["Jeep", 3],
] as const;

export const DEMO_DEALERS: DemoDealer[] = [
  {
    site: "harbour-toyota",
    stockPrefix: "HT",
    certifiedShare: 0.6,
    dealerships: [
      {
        slug: "harbour-toyota",
        name: "Harbour Toyota",
        manufacturers: ["toyota"],
        dealerGroup: "Harbour Motor Group",
        leadEmail: "leads@harbour-toyota.example",
        locations: [
          loc({
            slug: "fremantle-sales",
            name: "Harbour Toyota Fremantle",
            type: "sales",
            subtypes: ["buying"],
            primary: true,
            street: "120 Quayside Drive",
            city: "Fremantle",
            state: "wa",
            postcode: "6160",
            lat: -32.0569,
            lng: 115.7439,
            phone: "(08) 5550 1200",
            email: "sales@harbour-toyota.example",
            week: SALES_WEEK,
            licence: "MD 28001",
          }),
          loc({
            slug: "oconnor-service",
            name: "Harbour Toyota Service Centre",
            type: "service",
            primary: false,
            street: "14 Workshop Way",
            city: "O'Connor",
            state: "wa",
            postcode: "6163",
            lat: -32.0601,
            lng: 115.7958,
            phone: "(08) 5550 1230",
            email: "service@harbour-toyota.example",
            week: SERVICE_WEEK,
            licence: "MRB 6021",
          }),
          loc({
            slug: "oconnor-parts",
            name: "Harbour Toyota Genuine Parts",
            type: "parts",
            primary: false,
            street: "16 Workshop Way",
            city: "O'Connor",
            state: "wa",
            postcode: "6163",
            lat: -32.0603,
            lng: 115.7962,
            phone: "(08) 5550 1240",
            email: "parts@harbour-toyota.example",
            week: PARTS_WEEK,
          }),
        ],
      },
    ],
    stock: [
      {
        dealership: "harbour-toyota",
        count: 520,
        carTypes: [
          ["new", 35],
          ["demo", 10],
          ["used", 55],
        ],
        newMakes: ["Toyota"],
        usedMakes: [["Toyota", 60], ...USED_MIX],
      },
    ],
  },
  {
    site: "southern-cross-motors",
    stockPrefix: "SC",
    certifiedShare: 0,
    dealerships: [
      {
        slug: "southern-cross-ford",
        name: "Southern Cross Ford Toowoomba",
        manufacturers: ["ford"],
        dealerGroup: "Southern Cross Motor Group",
        leadEmail: "ford.leads@southerncrossmotors.example",
        locations: [
          loc({
            slug: "toowoomba-ford",
            name: "Southern Cross Ford Toowoomba",
            type: "sales",
            primary: true,
            street: "88 Ruthven Lane",
            city: "Toowoomba",
            state: "qld",
            postcode: "4350",
            lat: -27.5598,
            lng: 151.9507,
            phone: "(07) 5550 4410",
            email: "ford@southerncrossmotors.example",
            week: SALES_WEEK,
            licence: "3270001",
          }),
          loc({
            slug: "toowoomba-ford-service",
            name: "Southern Cross Ford Service Toowoomba",
            type: "service",
            subtypes: ["service-and-parts"],
            primary: false,
            street: "92 Ruthven Lane",
            city: "Toowoomba",
            state: "qld",
            postcode: "4350",
            lat: -27.5601,
            lng: 151.9511,
            phone: "(07) 5550 4411",
            email: "ford.service@southerncrossmotors.example",
            week: SERVICE_WEEK,
          }),
        ],
      },
      {
        slug: "southern-cross-kia",
        name: "Southern Cross Kia Ipswich",
        manufacturers: ["kia"],
        dealerGroup: "Southern Cross Motor Group",
        leadEmail: "kia.leads@southerncrossmotors.example",
        locations: [
          loc({
            slug: "ipswich-kia",
            name: "Southern Cross Kia Ipswich",
            type: "sales",
            primary: false,
            street: "3 Bremer Crossing",
            city: "Ipswich",
            state: "qld",
            postcode: "4305",
            lat: -27.6161,
            lng: 152.7609,
            phone: "(07) 5550 4420",
            email: "kia@southerncrossmotors.example",
            week: SALES_WEEK,
            licence: "3270002",
          }),
        ],
      },
      {
        slug: "southern-cross-mazda",
        name: "Southern Cross Mazda Caboolture",
        manufacturers: ["mazda"],
        dealerGroup: "Southern Cross Motor Group",
        leadEmail: "mazda.leads@southerncrossmotors.example",
        locations: [
          loc({
            slug: "caboolture-mazda",
            name: "Southern Cross Mazda Caboolture",
            type: "sales",
            primary: false,
            street: "41 Lagoon Vale Road",
            city: "Caboolture",
            state: "qld",
            postcode: "4510",
            lat: -27.0846,
            lng: 152.9511,
            phone: "(07) 5550 4430",
            email: "mazda@southerncrossmotors.example",
            week: SALES_WEEK,
            licence: "3270003",
          }),
        ],
      },
      {
        slug: "southern-cross-mg",
        name: "Southern Cross MG Springwood",
        manufacturers: ["mg"],
        dealerGroup: "Southern Cross Motor Group",
        leadEmail: "mg.leads@southerncrossmotors.example",
        locations: [
          loc({
            slug: "springwood-mg",
            name: "Southern Cross MG Springwood",
            type: "sales",
            primary: false,
            street: "210 Kingfisher Parade",
            city: "Springwood",
            state: "qld",
            postcode: "4127",
            lat: -27.6129,
            lng: 153.1276,
            phone: "(07) 5550 4440",
            email: "mg@southerncrossmotors.example",
            week: SALES_WEEK,
            licence: "3270004",
          }),
        ],
      },
      {
        slug: "southern-cross-jeep-mitsubishi",
        name: "Southern Cross Jeep & Mitsubishi Logan",
        manufacturers: ["jeep", "mitsubishi"],
        dealerGroup: "Southern Cross Motor Group",
        leadEmail: "logan.leads@southerncrossmotors.example",
        locations: [
          loc({
            slug: "logan-jeep-mitsubishi",
            name: "Southern Cross Jeep & Mitsubishi Logan",
            type: "sales",
            primary: false,
            street: "7 Motorway Gardens Drive",
            city: "Logan Central",
            state: "qld",
            postcode: "4114",
            lat: -27.6391,
            lng: 153.1073,
            phone: "(07) 5550 4450",
            email: "logan@southerncrossmotors.example",
            week: SALES_WEEK,
            licence: "3270005",
          }),
        ],
      },
    ],
    stock: [
      {
        dealership: "southern-cross-ford",
        count: 220,
        carTypes: [
          ["new", 45],
          ["demo", 15],
          ["used", 40],
        ],
        newMakes: ["Ford"],
        usedMakes: USED_MIX,
      },
      {
        dealership: "southern-cross-kia",
        count: 170,
        carTypes: [
          ["new", 50],
          ["demo", 15],
          ["used", 35],
        ],
        newMakes: ["Kia"],
        usedMakes: USED_MIX,
      },
      {
        dealership: "southern-cross-mazda",
        count: 170,
        carTypes: [
          ["new", 45],
          ["demo", 15],
          ["used", 40],
        ],
        newMakes: ["Mazda"],
        usedMakes: USED_MIX,
      },
      {
        dealership: "southern-cross-mg",
        count: 120,
        carTypes: [
          ["new", 60],
          ["demo", 10],
          ["used", 30],
        ],
        newMakes: ["MG"],
        usedMakes: USED_MIX,
      },
      {
        dealership: "southern-cross-jeep-mitsubishi",
        count: 180,
        carTypes: [
          ["new", 45],
          ["demo", 15],
          ["used", 40],
        ],
        newMakes: ["Jeep", "Mitsubishi"],
        usedMakes: USED_MIX,
      },
    ],
  },
  {
    site: "tasman-caravans",
    stockPrefix: "TC",
    certifiedShare: 0,
    dealerships: [
      {
        slug: "tasman-caravans-hobart",
        name: "Tasman Caravans Hobart",
        manufacturers: [],
        dealerGroup: null,
        leadEmail: "hobart.leads@tasmancaravans.example",
        locations: [
          loc({
            slug: "glenorchy",
            name: "Tasman Caravans Glenorchy",
            type: "sales",
            subtypes: ["buying"],
            primary: true,
            street: "5 Derwent Bend Road",
            city: "Glenorchy",
            state: "tas",
            postcode: "7010",
            lat: -42.8326,
            lng: 147.2759,
            phone: "(03) 5550 7700",
            email: "hobart@tasmancaravans.example",
            week: SALES_WEEK,
            licence: "TAS-MD 1144",
          }),
        ],
      },
      {
        slug: "tasman-caravans-launceston",
        name: "Tasman Caravans Launceston",
        manufacturers: [],
        dealerGroup: null,
        leadEmail: "launceston.leads@tasmancaravans.example",
        locations: [
          loc({
            slug: "invermay",
            name: "Tasman Caravans Invermay",
            type: "sales",
            primary: false,
            street: "18 Tamar Flats Road",
            city: "Invermay",
            state: "tas",
            postcode: "7248",
            lat: -41.4213,
            lng: 147.1374,
            phone: "(03) 5550 7720",
            email: "launceston@tasmancaravans.example",
            week: SALES_WEEK,
            licence: "TAS-MD 1145",
          }),
        ],
      },
    ],
    stock: [
      {
        dealership: "tasman-caravans-hobart",
        count: 40,
        caravans: 130,
        carTypes: [
          ["new", 20],
          ["used", 80],
        ],
        newMakes: ["Toyota", "Ford", "Isuzu"],
        usedMakes: [
          ["Toyota", 30],
          ["Ford", 20],
          ["Isuzu", 15],
          ["Nissan", 10],
          ["Mitsubishi", 10],
          ["Fiat", 8],
          ["Mercedes-Benz", 7],
        ],
      },
      {
        dealership: "tasman-caravans-launceston",
        count: 20,
        caravans: 90,
        carTypes: [["used", 100]],
        newMakes: [],
        usedMakes: [
          ["Toyota", 30],
          ["Ford", 20],
          ["Isuzu", 15],
          ["Fiat", 10],
          ["Mercedes-Benz", 10],
        ],
      },
    ],
  },
  {
    site: "bigbox-used",
    stockPrefix: "BB",
    certifiedShare: 0,
    dealerships: [
      {
        slug: "bigbox-used-cars",
        name: "BigBox Used Cars",
        manufacturers: [],
        dealerGroup: null,
        leadEmail: "leads@bigboxcars.example",
        locations: [
          loc({
            slug: "blacktown",
            name: "BigBox Blacktown Megastore",
            type: "sales",
            subtypes: ["buying"],
            primary: true,
            street: "1 Megastore Parade",
            city: "Blacktown",
            state: "nsw",
            postcode: "2148",
            lat: -33.7688,
            lng: 150.9063,
            phone: "(02) 5550 9000",
            email: "blacktown@bigboxcars.example",
            week: SUPERMARKET_WEEK,
            licence: "MD 055501",
          }),
          loc({
            slug: "penrith",
            name: "BigBox Penrith",
            type: "sales",
            primary: false,
            street: "27 Nepean Yards Road",
            city: "Penrith",
            state: "nsw",
            postcode: "2750",
            lat: -33.7507,
            lng: 150.6877,
            phone: "(02) 5550 9100",
            email: "penrith@bigboxcars.example",
            week: SUPERMARKET_WEEK,
            licence: "MD 055502",
          }),
        ],
      },
    ],
    stock: [
      {
        dealership: "bigbox-used-cars",
        count: 2150,
        motorcycles: 40,
        carTypes: [["used", 100]],
        newMakes: [],
        usedMakes: [...USED_MIX, ["Toyota", 8], ["Fiat", 1], ["Mercedes-Benz", 2]],
      },
    ],
  },
];
