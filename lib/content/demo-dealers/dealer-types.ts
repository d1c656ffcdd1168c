import type { DemoSlug } from './slugs';

/**
 * The shape of a demo dealer site: its brand, look, inventory and the tools it shows off.
 * Names of cars and dealers are data; every descriptive text is translated under
 * `Demo.<dealer key>` in messages/*.json.
 */
import type { PackageId } from '@/lib/catalogue/packages';

export type BodyStyle = 'sedan' | 'coupe' | 'supercar' | 'suv' | 'hatchback' | 'estate' | 'pickup';
export type Fuel = 'petrol' | 'diesel' | 'hybrid' | 'plug-in-hybrid' | 'electric';
/** Towns and places a demo mentions; translated under `Demo.places`. */
export type PlaceId =
  'nicosia' | 'limassol' | 'larnaca' | 'paphos' | 'paralimni' | 'ayia-napa' | 'troodos' | 'kyrenia';

export type DemoCar = {
  id: string;
  brand: string;
  model: string;
  year: number;
  /** Asking price in euros (the Republic of Cyprus' currency). */
  price: number;
  body: BodyStyle;
  fuel: Fuel;
  /** Paint colour of the car's illustration. */
  colour: string;
  condition: 'new' | 'used';
  hp?: number;
  mileageKm?: number;
  /** European Motors: ISO 3166 country the car is bought in, and shipping to Cyprus in euros. */
  origin?: string;
  shipping?: number;
  /** Cyprus Electric Vehicles: WLTP range, usable battery, consumption and DC charging time. */
  rangeKm?: number;
  batteryKwh?: number;
  consumptionKwhPer100km?: number;
  /** Minutes from 10% to 80% on a DC fast charger. */
  chargingMinutes?: number;
  /** Cyprus Auto Group: the showroom the car stands in. */
  locationId?: string;
};

/** The spec facts a dealer's car cards show, in order. */
export type CarSpec =
  'year' | 'hp' | 'mileage' | 'fuel' | 'origin' | 'range' | 'charging' | 'location';

/** Colours and heading type of one demo. Pairs are checked for WCAG AA in the unit tests. */
export type DemoTheme = {
  /** Buttons and links on light backgrounds; `onPrimary` is the text on them. */
  primary: string;
  onPrimary: string;
  /** Dark sections (hero, footer); text on them is white. */
  ink: string;
  /** Highlight text on `ink` (eyebrows, prices in the hero). */
  accent: string;
  /** Light section background; body text on it is `ink`. */
  surface: string;
  /** Accent text on `surface` and white (prices, labels). */
  accentOnLight: string;
  heading: {
    family: 'sans' | 'serif';
    weight: number;
    /** CSS letter-spacing, e.g. '-0.02em'. */
    tracking: string;
    uppercase: boolean;
    italic: boolean;
  };
  /** Corner radius of cards and buttons, CSS length. */
  radius: string;
};

/** The sections a demo shows after its hero, in order; each id is also the section's anchor. */
export type DemoSection =
  | 'inventory'
  | 'services'
  | 'vip'
  | 'tour'
  | 'track'
  | 'locations'
  | 'import-cost'
  | 'trade-in'
  | 'ev-range'
  | 'charging';

/** A showroom of a dealer group; its specialty is translated under `Demo.<slug>.locations.<id>`. */
export type DemoLocation = {
  id: 'nicosia' | 'limassol' | 'larnaca' | 'paphos' | 'paralimni';
  place: PlaceId;
};

export type ChargingStation = {
  id:
    | 'nicosia-mall'
    | 'limassol-marina'
    | 'larnaca-airport'
    | 'paphos-harbour'
    | 'ayia-napa-centre'
    | 'troodos-square';
  place: PlaceId;
  /** Translated under `Demo.connectors`. */
  connector: 'ac22' | 'dc50' | 'dc150';
  total: number;
  /** Sample figure: a live site would read it from the network operator's feed. */
  available: number;
};

export type TradeInExample = {
  brand: string;
  model: string;
  year: number;
  mileageKm: number;
  /** What the dealer paid in part-exchange, in euros. */
  tradeValue: number;
};

export type { DemoSlug } from './slugs';

export type DemoDealer = {
  slug: DemoSlug;
  name: string;
  /** Where the showroom is (the group's head office for Cyprus Auto Group). */
  place: PlaceId;
  /** The package a site like this needs, from the one catalogue. */
  packageId: PackageId;
  theme: DemoTheme;
  /** Body style and colour of the hero car. */
  heroCar: { body: BodyStyle; colour: string };
  cardSpecs: readonly CarSpec[];
  inventory: readonly DemoCar[];
  sections: readonly DemoSection[];
  /** Where the hero's second button leads. */
  heroTarget: DemoSection;
  /** How visitors narrow the inventory, if they can. */
  inventoryFilter?: 'quick' | 'location';
  /** Buttons in the dealer's header that switch the site's language. */
  languageButtons?: boolean;
};
