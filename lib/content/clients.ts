/**
 * The dealerships the site names as our clients, each defined once: its name (a proper noun,
 * the same in every language) and its town. Towns and regions are translated under `Places`;
 * the people who speak for these dealerships are in ./people.ts. See docs/pages.md
 * ("Content decisions").
 */
export const regionIds = ['cyprus', 'northCyprus', 'turkey'] as const;
export type RegionId = (typeof regionIds)[number];

/** Towns our clients are in, with the region each lies in; names under `Places.towns`. */
export const towns = {
  nicosia: 'cyprus',
  limassol: 'cyprus',
  larnaca: 'cyprus',
  paphos: 'cyprus',
  kyrenia: 'northCyprus',
  famagusta: 'northCyprus',
  istanbul: 'turkey',
  antalya: 'turkey',
} as const satisfies Record<string, RegionId>;
export type TownId = keyof typeof towns;

export type Client = { name: string; town: TownId };

export const clients = {
  georgiouMotors: { name: 'Georgiou Motors', town: 'limassol' },
  yilmazOto: { name: 'Yılmaz Oto Galeri', town: 'kyrenia' },
  coastlineCars: { name: 'Coastline Cars', town: 'paphos' },
  demirAutoPlaza: { name: 'Demir Auto Plaza', town: 'famagusta' },
  nicosiaCarGallery: { name: 'Nicosia Car Gallery', town: 'nicosia' },
  aydinPremium: { name: 'Aydın Premium Cars', town: 'istanbul' },
  kayaOto: { name: 'Kaya Oto Galeri', town: 'kyrenia' },
  harbourMotors: { name: 'Harbour Motors', town: 'kyrenia' },
  prestigeCars: { name: 'Prestige Cars Limassol', town: 'limassol' },
  anatoliaAuto: { name: 'Anatolia Auto Group', town: 'antalya' },
  kyreniaMotorCentre: { name: 'Kyrenia Motor Centre', town: 'kyrenia' },
  famagustaAutoHouse: { name: 'Famagusta Auto House', town: 'famagusta' },
  paphosAutoPoint: { name: 'Paphos Auto Point', town: 'paphos' },
  antalyaOtoPlaza: { name: 'Antalya Oto Plaza', town: 'antalya' },
} as const satisfies Record<string, Client>;
export type ClientId = keyof typeof clients;
