import { fail, partial, pass, type CheckOutcome } from '../checks/check-types';
import { contactForms } from '../checks/lead-generation';
import { jsonLdObjects } from '../checks/schema-markup';
import {
  attr,
  carBrand,
  carPhotos,
  carModel,
  findCar,
  findMake,
  hasValue,
  missingCarFields,
  namesModel,
  saysPriceOnRequest,
  shownPrice,
  wordAfterMake,
  yearPattern,
} from './car-facts';
import { fragmentCarLinks } from './dealer-links';
import { fold } from './fold-text';
import {
  businessOf,
  foreignFrameHost,
  isOwnHost,
  languageLinks,
  mapLink,
  noindex,
} from './site-facts';
import {
  dealerCheckIds,
  type DealerCheckId,
  type HtmlDealerCheckId,
  type DealerCheckInput,
  type DealerCheckPage,
  type DealerCheckResult,
  type DealerCheckStatus,
} from './dealer-page-types';

export { carFieldNames } from './car-facts';

type StockPage = NonNullable<DealerCheckInput['stock']>;
type CarPage = NonNullable<DealerCheckInput['car']>;
type DealerCheck = {
  page: DealerCheckPage;
  weight: number;
  /** null when the page it judges was not found. */
  run(input: DealerCheckInput): CheckOutcome | null;
};

const site = (weight: number, run: (input: DealerCheckInput) => CheckOutcome): DealerCheck => ({
  page: 'site',
  weight,
  run,
});
const onStock = (
  weight: number,
  run: (stock: StockPage, input: DealerCheckInput) => CheckOutcome,
) =>
  ({
    page: 'stock',
    weight,
    run: (input) => input.stock && run(input.stock, input),
  }) as DealerCheck;
const onCar = (weight: number, run: (car: CarPage, input: DealerCheckInput) => CheckOutcome) =>
  ({ page: 'car', weight, run: (input) => input.car && run(input.car, input) }) as DealerCheck;

const withoutSlash = (path: string) => path.replace(/\/+$/, '');

/** An input naming which car the enquiry is about. */
const carInput = /car|vehicle|stock|listing|vin|ilan|arac|model|subject|konu/i;
/** Enquiry buttons and links, folded (İletişim → iletisim), at the start of a word. */
const enquiryText = new RegExp(
  `(?<!\\p{L})(?:${[
    'enquir|inquir|contact|request|book a test drive|test drive',
    'teklif|bilgi al|randevu|iletisim',
    'ενδιαφερομαι|επικοινων|ραντεβου|ρωτηστε',
  ].join('|')})`,
  'u',
);
const messageLink = /^(mailto:|(https?:)?\/\/(wa\.me|api\.whatsapp\.com)\/)/i;

function decoded(href: string): string {
  try {
    return decodeURIComponent(href.replace(/\+/g, ' '));
  } catch {
    return href;
  }
}

/** Whether a buyer's enquiry says which car it is about, and whether there is one at all. */
function enquiry(car: CarPage): 'carried' | 'generic' | 'none' {
  const title = fold(car.facts.headings.find((h) => h.level === 1)?.text ?? '');
  const namesCar = (value: string) => title !== '' && fold(value).includes(title);
  const forms = car.facts.forms.filter(
    (form) =>
      form.inputs.length > 0 && (form.hasTextarea || contactForms(car.facts).includes(form)),
  );
  const carried = forms.some((form) =>
    form.inputs.some(
      (input) =>
        (carInput.test(fold(input.name ?? '')) && (input.value ?? '').trim() !== '') ||
        namesCar(input.value ?? ''),
    ),
  );
  const messages = car.facts.anchors.filter((a) => messageLink.test(a.href));
  const carUrl = [car.url.href, car.url.pathname].filter((path) => path.length > 1);
  const linkCarries = messages.some(
    (a) => namesCar(decoded(a.href)) || carUrl.some((url) => decoded(a.href).includes(url)),
  );
  if (carried || linkCarries) return 'carried';
  const texts = [...car.facts.buttons, ...car.facts.anchors.map((a) => a.text)];
  const asks = texts.some((text) => text.length <= 60 && enquiryText.test(fold(text)));
  return forms.length > 0 || messages.length > 0 || asks ? 'generic' : 'none';
}

type Named = { make: boolean; model: boolean; year: boolean };

/** Which of make, model and year a text names (model from the Car JSON-LD when it has one). */
function named(text: string, car: CarPage): Named {
  const json = findCar(car.jsonLd);
  const model = carModel(json);
  const make = findMake(text, carBrand(json));
  return {
    make: make !== null,
    model: model ? namesModel(text, model) : make !== null && wordAfterMake(text, make.end),
    year: yearPattern.test(text),
  };
}
const missingOf = (n: Named) => (['make', 'model', 'year'] as const).filter((key) => !n[key]);

const dealerChecks: Record<HtmlDealerCheckId, DealerCheck> = {
  'stock-found': site(10, ({ stock }) =>
    stock
      ? pass({ state: 'found', url: stock.url.href, foundBy: stock.foundBy })
      : fail({ state: 'missing' }),
  ),
  // A list only JavaScript draws is invisible to search engines and link previews.
  'stock-in-html': onStock(9, (stock) => {
    const cars = stock.carLinks.length;
    if (cars >= 3) return pass({ state: 'listed', cars });
    return cars > 0 ? partial({ state: 'few', cars }) : fail({ state: 'none', cars });
  }),
  // Stock on a marketplace or vendor's domain earns that domain the search traffic.
  'stock-own-domain': onStock(6, (stock, { home, car }) => {
    for (const page of [stock, car]) {
      if (page && !isOwnHost(page.url, home.url)) {
        return fail({ state: 'thirdParty', host: page.url.hostname });
      }
    }
    const frame =
      stock.carLinks.length === 0 ? foreignFrameHost(stock.html, stock.url, home.url) : null;
    if (frame) return fail({ state: 'iframe', host: frame });
    return pass({ state: 'own', host: stock.url.hostname });
  }),
  // A car shared, bookmarked or found in search needs an address of its own that is indexed.
  // With no car page found, a list whose cars are only fragments (#/car/1042) fails it too.
  'car-own-url': {
    page: 'car',
    weight: 8,
    run: (input) => {
      if (input.car) return carOwnUrl(input.car, input);
      const fragments = input.stock ? fragmentCarLinks(input.stock.facts, input.stock.url) : [];
      return fragments.length > 0 ? fragmentFail(fragments, 'fragment') : null;
    },
  },
  'car-structured-data': onCar(6, (car) => {
    const json = findCar(car.jsonLd);
    if (!json) return fail({ state: 'missing' });
    const missing = missingCarFields(json);
    if (missing.length === 0) return pass({ state: 'complete' });
    return partial({ state: 'incomplete', missing: missing.join(', ') });
  }),
  // Judged on the visible text: a price only in JSON-LD is not one a buyer sees.
  'car-price': onCar(8, (car) => {
    const price = shownPrice(car.facts.text);
    if (price) return pass({ state: 'shown', price });
    return fail({ state: saysPriceOnRequest(car.facts.text) ? 'onRequest' : 'missing' });
  }),
  'car-photos': onCar(7, (car) => {
    const photos = carPhotos(car.facts);
    if (photos.length === 0) return fail({ state: 'none', photos: 0 });
    if (photos.length < 8) return partial({ state: 'few', photos: photos.length });
    const unsized = photos.filter((p) => !attr(p, 'width') || !attr(p, 'height')).length;
    const noAlt = photos.filter((p) => !attr(p, 'alt')).length;
    const firstLazy = attr(photos[0]!, 'loading').toLowerCase() === 'lazy' ? 1 : 0;
    if (unsized + noAlt + firstLazy === 0) return pass({ state: 'ok', photos: photos.length });
    return partial({ state: 'details', photos: photos.length, unsized, noAlt, firstLazy });
  }),
  // An enquiry that names the car saves the salesperson asking "which one?".
  'car-enquiry': onCar(7, (car) => {
    const state = enquiry(car);
    if (state === 'carried') return pass({ state });
    return state === 'generic' ? partial({ state }) : fail({ state });
  }),
  // Buyers search for "make model year": the title and main heading should say all three.
  'car-title': onCar(5, (car) => {
    const title = named(car.facts.title ?? '', car);
    const h1 = named(car.facts.headings.find((h) => h.level === 1)?.text ?? '', car);
    const [titleMissing, h1Missing] = [missingOf(title), missingOf(h1)];
    if (titleMissing.length + h1Missing.length === 0) return pass({ state: 'ok' });
    if (!title.make && !title.year && !h1.make && !h1.year) return fail({ state: 'missing' });
    const missing = (['make', 'model', 'year'] as const).filter(
      (key) => titleMissing.includes(key) || h1Missing.includes(key),
    );
    const where = titleMissing.length === 0 ? 'h1' : h1Missing.length === 0 ? 'title' : 'both';
    return partial({ state: 'partial', missing: missing.join(', '), where });
  }),
  // Map packs and "near me" searches read the business markup; buyers want the way there.
  'dealer-local': site(5, ({ home }) => {
    const business = businessOf(jsonLdObjects(home.jsonLd));
    const map = home.facts.anchors.some((a) => mapLink.test(a.href));
    if (!business) {
      const phone = home.facts.anchors.some((a) => /^tel:/i.test(a.href));
      return map && phone ? partial({ state: 'noMarkup' }) : fail({ state: 'missing' });
    }
    const missing = [
      !hasValue(business.address) && 'address',
      !hasValue(business.telephone) && 'telephone',
      !hasValue(business.openingHours) && !hasValue(business.openingHoursSpecification) && 'hours',
      !map && 'map',
    ].filter((field): field is string => field !== false);
    if (missing.length === 0) return pass({ state: 'ok' });
    return partial({ state: 'incomplete', missing: missing.join(', ') });
  }),
  // Cyprus buyers search in English, Turkish and Greek; hreflang sends each to their version.
  'dealer-languages': site(4, ({ home }) => {
    const { hreflang, linked } = languageLinks(home.facts, home.url);
    if (hreflang.length >= 2) return pass({ state: 'hreflang', languages: hreflang.join(', ') });
    const languages = linked.join(', ');
    return linked.length >= 2
      ? partial({ state: 'noHreflang', languages })
      : fail({ state: 'single', languages });
  }),
};

/** What a failed check costs the dealer; a partial one costs half. */
export const dealerCheckWeights = Object.fromEntries(
  dealerCheckIds.map((id) => [id, dealerChecks[id].weight]),
) as Record<HtmlDealerCheckId, number>;

/** Every evidence state each check can give (the report's messages have one sentence each). */
export const dealerEvidenceStates: Record<HtmlDealerCheckId, readonly string[]> = {
  'stock-found': ['found', 'missing'],
  'stock-in-html': ['listed', 'few', 'none', 'notFound'],
  'stock-own-domain': ['own', 'thirdParty', 'iframe', 'notFound'],
  'car-own-url': [
    'ok',
    'sharedUrl',
    'status',
    'noindex',
    'fragment',
    'fragmentRendered',
    'notFound',
  ],
  'car-structured-data': ['complete', 'incomplete', 'missing', 'notFound'],
  'car-price': ['shown', 'onRequest', 'missing', 'notFound'],
  'car-photos': ['ok', 'details', 'few', 'none', 'notFound'],
  'car-enquiry': ['carried', 'generic', 'none', 'notFound'],
  'car-title': ['ok', 'partial', 'missing', 'notFound'],
  'dealer-local': ['ok', 'incomplete', 'noMarkup', 'missing'],
  'dealer-languages': ['hreflang', 'noHreflang', 'single'],
};

function carOwnUrl(car: CarPage, { stock }: DealerCheckInput): CheckOutcome {
  const shared =
    stock &&
    car.url.origin === stock.url.origin &&
    withoutSlash(car.url.pathname) === withoutSlash(stock.url.pathname);
  if (shared) return fail({ state: 'sharedUrl' });
  if (car.status !== 200) return fail({ state: 'status', status: car.status });
  return noindex(car) ? fail({ state: 'noindex' }) : pass({ state: 'ok' });
}

/** How many cars live at fragments of the list, and one of them, as the report shows it. */
export function fragmentFail(fragments: readonly string[], state: 'fragment' | 'fragmentRendered') {
  return fail({ state, cars: fragments.length, example: fragments[0]!.slice(0, 80) });
}

/**
 * Grades the stock list, a car's page and the home page as a buyer and a search engine use
 * them. Checks on a page that was not found are `na`. Sorted by cost, costliest first.
 */
export function runDealerChecks(input: DealerCheckInput): DealerCheckResult[] {
  const results = dealerCheckIds.map((id): DealerCheckResult => {
    const { page, weight, run } = dealerChecks[id];
    const outcome = run(input);
    if (!outcome) return { id, page, status: 'na', evidence: { state: 'notFound' }, cost: 0 };
    return { id, page, ...outcome, cost: costOf(outcome.status, weight) };
  });
  return results.sort(byCost);
}

/** What an outcome costs the dealer: the check's weight for a fail, half for a partial. */
export function costOf(status: DealerCheckStatus, weight: number): number {
  return status === 'fail' ? weight : status === 'partial' ? weight / 2 : 0;
}

/** Costliest first; equal costs in the checks' own order (the phone's car-contact after the car's). */
export function byCost(a: DealerCheckResult, b: DealerCheckResult): number {
  const order = (id: DealerCheckId) =>
    id === 'car-contact' ? dealerCheckIds.indexOf('car-enquiry') + 0.5 : dealerCheckIds.indexOf(id);
  return b.cost - a.cost || order(a.id) - order(b.id);
}
