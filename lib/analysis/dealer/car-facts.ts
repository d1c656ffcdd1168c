/**
 * What the dealer checks read from a car's page beyond PageFacts: the Car JSON-LD, car makes,
 * prices and "price on request" in English, Turkish and Greek. Pure: no I/O.
 */
import type { PageFacts } from '../html/page-facts';
import { fold } from './fold-text';
import { jsonLdObjects } from '../checks/schema-markup';

type JsonObject = Record<string, unknown>;

/** Escapes a string for use inside a RegExp. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for `words` as whole words: no letter or digit right before or after. */
export const wholeWord = (words: string) =>
  new RegExp(`(?<![\\p{L}\\d])(?:${words})(?![\\p{L}\\d])`, 'u');

/** An object's @type names, without a schema.org prefix. */
export function typesOf(object: JsonObject): string[] {
  const type = object['@type'];
  return (Array.isArray(type) ? type : [type])
    .filter((name): name is string => typeof name === 'string')
    .map((name) => name.trim().replace(/^https?:\/\/(www\.)?schema\.org\//i, ''));
}

/**
 * A value a reader can use: text, a number, or an object or list holding one ({"@type":
 * "Brand"} alone says nothing; a PostalAddress with a street does).
 */
export function hasValue(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.some(hasValue);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => !key.startsWith('@') && hasValue(item));
  }
  return false;
}

/** A QuantitativeValue's number ({"value": 45000, "unitCode": "KMT"}), or a plain value. */
const quantity = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? hasValue((value as JsonObject).value)
    : hasValue(value);

/** The text of a value (a string, a number, or an object's name), or null. */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return textOf(value[0]);
  if (value && typeof value === 'object') return textOf((value as JsonObject).name);
  return null;
}

/** The fields a car's structured data needs for rich results and marketplaces, by report key. */
export const carFieldNames = [
  'brand',
  'model',
  'year',
  'mileage',
  'fuel',
  'transmission',
  'price',
  'currency',
] as const;
export type CarField = (typeof carFieldNames)[number];

const list = (value: unknown): JsonObject[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (item): item is JsonObject => item !== null && typeof item === 'object',
  );

/** Offers and their price specifications: a price may sit on either. */
function priceHolders(car: JsonObject): JsonObject[] {
  return list(car.offers).flatMap((offer) => [offer, ...list(offer.priceSpecification)]);
}

const fieldPresent: Record<CarField, (car: JsonObject) => boolean> = {
  brand: (car) => hasValue(car.brand) || hasValue(car.manufacturer),
  model: (car) => hasValue(car.model),
  year: (car) => [car.vehicleModelDate, car.modelDate, car.productionDate].some(hasValue),
  mileage: (car) => quantity(car.mileageFromOdometer),
  fuel: (car) => hasValue(car.fuelType),
  transmission: (car) => hasValue(car.vehicleTransmission),
  price: (car) => priceHolders(car).some((holder) => hasValue(holder.price)),
  currency: (car) => priceHolders(car).some((holder) => hasValue(holder.priceCurrency)),
};

/** The car's fields missing from its structured data, in report order. */
export const missingCarFields = (car: JsonObject): CarField[] =>
  carFieldNames.filter((field) => !fieldPresent[field](car));

const isCarType = (name: string) => /^(Car|Vehicle)$/i.test(name);

/**
 * The Car (or Vehicle, or Product said to be a car) in the JSON-LD; of several, the most
 * complete, since listing pages often add "related cars" with only a name and a price.
 */
export function findCar(blocks: (unknown | null)[]): JsonObject | null {
  const cars = jsonLdObjects(blocks).filter((object) => {
    const types = typesOf(object);
    if (types.some(isCarType)) return true;
    const additional = [object.additionalType]
      .flat()
      .filter((name) => typeof name === 'string')
      .join(' ');
    return types.includes('Product') && /\b(Car|Vehicle)\b/i.test(additional);
  });
  let best: JsonObject | null = null;
  for (const car of cars) {
    if (!best || missingCarFields(car).length < missingCarFields(best).length) best = car;
  }
  return best;
}

export const carBrand = (car: JsonObject | null) =>
  car ? (textOf(car.brand) ?? textOf(car.manufacturer)) : null;
export const carModel = (car: JsonObject | null) => (car ? textOf(car.model) : null);

/** Makes sold in Cyprus and Turkey, folded; names of one make share a group. */
const makeGroups: string[][] = [
  'toyota|honda|nissan|mazda|bmw|audi|ford|hyundai|kia|peugeot|renault|fiat|opel|seat|volvo|lexus',
  'mitsubishi|subaru|suzuki|jaguar|mini|porsche|tesla|dacia|jeep|chevrolet|dodge|chery|byd|mg',
  'togg|cupra|ds|smart|infiniti|isuzu|maserati|ferrari|lamborghini|bentley|lancia|chrysler',
  'daihatsu|genesis|polestar|geely|haval|omoda|jaecoo|lynk & co|aston martin|abarth|alpine',
  'cadillac|lincoln|iveco|lotus|mclaren|hummer|gmc|buick|saab|proton|great wall|tata',
]
  .flatMap((line) => line.split('|').map((name) => [name]))
  .concat([
    ['mercedes-benz', 'mercedes', 'mercedes benz'],
    ['volkswagen', 'vw'],
    ['skoda'],
    ['citroen'],
    ['land rover', 'range rover'],
    ['alfa romeo'],
    ['rolls-royce', 'rolls royce'],
    ['ssangyong', 'kgm'],
  ]);

/** Where a make is named in `text` (a known make, or `brand` and its other names), or null. */
export function findMake(text: string, brand: string | null): { end: number } | null {
  const folded = fold(text);
  const wanted = brand ? fold(brand) : null;
  const names = wanted
    ? (makeGroups.find((group) => group.includes(wanted)) ?? [wanted])
    : makeGroups.flat();
  // Longest names first, so "Land Rover" is not read as a make "Land" … and "Mercedes-Benz" whole.
  const sorted = [...names].sort((a, b) => b.length - a.length);
  const match = wholeWord(sorted.map(escape).join('|')).exec(folded);
  return match ? { end: match.index + match[0].length } : null;
}

export const yearPattern = wholeWord('19[89]\\d|20[0-2]\\d|203[0-5]');

/** Whether `text` names `model` as whole words (folded). */
export const namesModel = (text: string, model: string) =>
  wholeWord(escape(fold(model))).test(fold(text));

/**
 * A model read from the words after the make, up to a separator ("Toyota Corolla | Dealer"):
 * any word that is not the year. "Toyota 2019" names no model.
 */
export function wordAfterMake(text: string, end: number): boolean {
  const rest =
    fold(text)
      .slice(end)
      .split(/[|•·–—:]/)[0] ?? '';
  return rest
    .split(/[^\p{L}\d]+/u)
    .some((word) => word !== '' && !yearPattern.test(word) && !/^\d+$/.test(word));
}

export const attr = (image: PageFacts['images'][number], name: string) =>
  image.attrs[name]?.trim() ?? '';
const smallSide = (value: string) => /^\d+/.test(value) && Number.parseInt(value, 10) <= 64;

/** The car's photos: images with a source that are not logos, icons or sprites. */
export function carPhotos(facts: PageFacts) {
  return facts.images.filter((image) => {
    const source = attr(image, 'src') || attr(image, 'srcset') || attr(image, 'data-src');
    if (!source) return false;
    const names = `${source} ${attr(image, 'alt')} ${attr(image, 'class')}`.toLowerCase();
    if (/logo|icon|sprite/.test(names)) return false;
    return !(smallSide(attr(image, 'width')) && smallSide(attr(image, 'height')));
  });
}

const currency = '€|£|\\$|₺|(?<!\\p{L})(?:EUR|GBP|USD|TRY|TL)(?!\\p{L})';
const amount = '(?<![\\d.,])(?:\\d{1,3}(?:[.,\\s]\\d{3})+|\\d{3,})(?:[.,]\\d{1,2})?(?![\\d])';
/**
 * A price a buyer reads: at least three digits with a currency before or after. A currency
 * followed by digits starts the next price ("2019 ₺1.250.000" is not "2019 ₺").
 */
const pricePattern = new RegExp(
  `(?:${currency})\\s?${amount}|${amount}\\s?(?:${currency})(?!\\s?\\d)`,
  'u',
);

/** The first price shown in `text`, trimmed to 40 characters, or null. */
export function shownPrice(text: string): string | null {
  const match = pricePattern.exec(text);
  return match ? match[0].trim().slice(0, 40) : null;
}

/** "Price on request" in English, Turkish and Greek, folded. */
const onRequest = wholeWord(
  [
    'call for (?:the )?price',
    'price on (?:request|application)',
    'poa',
    'fiyat sorunuz',
    'fiyat icin arayin(?:iz)?',
    'τιμη κατοπιν',
    'καλεστε για τιμη',
  ].join('|'),
);
export const saysPriceOnRequest = (text: string) => onRequest.test(fold(text));
