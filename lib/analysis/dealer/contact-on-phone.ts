import type { MeasurementView } from '../measurements/status';
import type { PageViews } from '../report-scores';
import { byCost, costOf, dealerCheckWeights, fragmentFail } from './dealer-checks';
import type { DealerCheckResult, DealerFindings } from './dealer-page-types';

/** A car page a buyer cannot call or message from at once loses them to the next dealer. */
export const carContactWeight = 8;

/** Every evidence state car-contact can give (a sentence each under Analysis.dealer). */
export const carContactStates = [
  'both',
  'telOnly',
  'whatsappOnly',
  'below',
  'none',
  'pending',
  'notMeasured',
  'notFound',
] as const;

const na = (state: (typeof carContactStates)[number]): DealerCheckResult => ({
  id: 'car-contact',
  page: 'car',
  status: 'na',
  evidence: { state },
  cost: 0,
});

/**
 * `car-contact`: a tap-to-call link and a WhatsApp link on the first screen of the car's page,
 * as the phone showed it once loaded (the measurement's viewport, Lighthouse's phone). Not
 * applicable until that measurement is in, or when it could not be taken.
 */
export function carContactCheck(
  carFound: boolean,
  view: MeasurementView | undefined,
): DealerCheckResult {
  if (!carFound) return na('notFound');
  if (!view || view.state === 'queued' || view.state === 'measuring') return na('pending');
  const screen = view.state === 'done' ? view.result.firstScreen : undefined;
  if (!screen) return na('notMeasured');
  const { width, height } = screen;
  const seen = { width, height };
  const tel = screen.telShown > 0;
  const whatsapp = screen.whatsappShown > 0;
  const outcome = (status: 'pass' | 'partial' | 'fail', state: string): DealerCheckResult => ({
    id: 'car-contact',
    page: 'car',
    status,
    evidence: { state, ...seen },
    cost: costOf(status, carContactWeight),
  });
  if (tel && whatsapp) return outcome('pass', 'both');
  if (tel) return outcome('partial', 'telOnly');
  if (whatsapp) return outcome('partial', 'whatsappOnly');
  return screen.tel + screen.whatsapp > 0 ? outcome('fail', 'below') : outcome('fail', 'none');
}

/**
 * The report's dealer checks with what the phone saw, costliest first, as the page, the JSON
 * and the e-mail list them: `car-contact` on the car's page, and, when no car page was found,
 * the cars the stock list's scripts drew at fragments of the list (`car-own-url`).
 */
export function dealerChecksWithPhone(
  dealer: DealerFindings,
  pageViews: PageViews,
): DealerCheckResult[] {
  const carFound = dealer.pages.some((page) => page.role === 'car' && page.found);
  const stock = pageViews.stock;
  const drawn = stock?.state === 'done' ? (stock.result.rendered?.fragmentCars ?? []) : [];
  const checks = dealer.checks.map((check) =>
    check.id === 'car-own-url' && check.status === 'na' && drawn.length > 0
      ? {
          ...check,
          ...fragmentFail(drawn, 'fragmentRendered'),
          cost: costOf('fail', dealerCheckWeights['car-own-url']),
        }
      : check,
  );
  return [...checks, carContactCheck(carFound, pageViews.car)].sort(byCost);
}
