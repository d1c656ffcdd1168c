import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { BrowserResult } from '@/lib/analysis/browser/browser-result';
import type { FirstScreen } from '@/lib/analysis/browser/first-screen';
import { parseFirstScreen } from '@/lib/analysis/browser/first-screen';
import { carContactCheck, dealerChecksWithPhone } from '@/lib/analysis/dealer/contact-on-phone';
import type { DealerFindings } from '@/lib/analysis/dealer/dealer-page-types';
import type { MeasurementView } from '@/lib/analysis/measurements/status';
import en from '@/messages/en.json';

const phone = { width: 390, height: 844 };
const measured = (screen: Partial<FirstScreen> | undefined): MeasurementView => ({
  state: 'done',
  result: {
    firstScreen: screen && {
      ...phone,
      tel: 0,
      telShown: 0,
      whatsapp: 0,
      whatsappShown: 0,
      ...screen,
    },
  } as BrowserResult,
  median: null,
  finishedAt: null,
});
const statusOf = (view: MeasurementView | undefined, found = true) => {
  const { status, evidence, cost } = carContactCheck(found, view);
  return { status, state: evidence.state, cost };
};

describe('car-contact: call and WhatsApp on the car page’s first phone screen', () => {
  it('passes with both shown, is partial with one, fails when they are below or absent', () => {
    expect(statusOf(measured({ tel: 1, telShown: 1, whatsapp: 2, whatsappShown: 1 }))).toEqual({
      status: 'pass',
      state: 'both',
      cost: 0,
    });
    expect(statusOf(measured({ tel: 1, telShown: 1 }))).toEqual({
      status: 'partial',
      state: 'telOnly',
      cost: 4,
    });
    expect(statusOf(measured({ tel: 1, whatsapp: 1, whatsappShown: 1 }))).toEqual({
      status: 'partial',
      state: 'whatsappOnly',
      cost: 4,
    });
    expect(statusOf(measured({ tel: 2, whatsapp: 1 }))).toEqual({
      status: 'fail',
      state: 'below',
      cost: 8,
    });
    expect(statusOf(measured({}))).toEqual({ status: 'fail', state: 'none', cost: 8 });
    // The phone's screen is said, as measured.
    expect(carContactCheck(true, measured({})).evidence).toMatchObject(phone);
  });

  it('is not applicable, costing nothing, until the phone has measured the car page', () => {
    expect(statusOf(undefined, false)).toEqual({ status: 'na', state: 'notFound', cost: 0 });
    expect(statusOf({ state: 'queued', position: 2, etaSeconds: 30, progress: 10 })).toEqual({
      status: 'na',
      state: 'pending',
      cost: 0,
    });
    expect(statusOf({ state: 'measuring', etaSeconds: 9, progress: 50 })).toMatchObject({
      state: 'pending',
    });
    expect(statusOf({ state: 'failed', reason: 'timeout' })).toMatchObject({
      state: 'notMeasured',
    });
    // A measurement recorded before the first screen was read.
    expect(statusOf(measured(undefined))).toMatchObject({ status: 'na', state: 'notMeasured' });
  });

  it('joins the dealer checks by what it costs', () => {
    const dealer: DealerFindings = {
      pages: [
        {
          role: 'stock',
          found: true,
          url: 'https://d.example/stock/',
          foundBy: 'link',
          status: 200,
        },
        {
          role: 'car',
          found: true,
          url: 'https://d.example/stock/1/',
          foundBy: 'stock-page',
          status: 200,
        },
      ],
      checks: [
        { id: 'car-price', page: 'car', status: 'fail', evidence: { state: 'missing' }, cost: 8 },
        { id: 'car-title', page: 'car', status: 'fail', evidence: { state: 'missing' }, cost: 5 },
        { id: 'stock-found', page: 'site', status: 'pass', evidence: { state: 'found' }, cost: 0 },
      ],
    };
    expect(dealerChecksWithPhone(dealer, { car: measured({}) }).map((check) => check.id)).toEqual([
      'car-price',
      'car-contact',
      'car-title',
      'stock-found',
    ]);
    expect(dealerChecksWithPhone(dealer, {}).map((check) => check.id)).toEqual([
      'car-price',
      'car-title',
      'stock-found',
      'car-contact',
    ]);
  });

  it('takes the runner’s reading only when it has the shape it should (it comes from the page)', () => {
    expect(
      parseFirstScreen({ ...phone, tel: 1, telShown: 1, whatsapp: 0, whatsappShown: 0 }),
    ).toEqual({ ...phone, tel: 1, telShown: 1, whatsapp: 0, whatsappShown: 0 });
    expect(
      parseFirstScreen({ ...phone, tel: -1, telShown: 0, whatsapp: 0, whatsappShown: 0 }),
    ).toBeNull();
    expect(parseFirstScreen('412x823')).toBeNull();
    expect(parseFirstScreen(undefined)).toBeNull();
  });

  it('reads naturally, with the screen’s size', () => {
    const t = createTranslator({ locale: 'en', messages: en, namespace: 'Analysis.dealer' });
    expect(t('checks.car-contact.evidence.below', phone)).toBe(
      'The car’s page has call or WhatsApp links, but none shows on the first 390×844 phone screen: a buyer has to scroll to find them.',
    );
  });
});
