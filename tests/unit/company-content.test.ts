import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { aboutFigures, locationAdvantages, regions, values } from '@/lib/content/about';
import { caseStudies, caseStudyFigures } from '@/lib/content/case-studies';
import { figures } from '@/lib/content/figures';
import { faqIds } from '@/lib/content/faq';
import { seoServices } from '@/lib/content/seo-services';
import { additionalServices, priceLabelKey, serviceOffers } from '@/lib/content/service-offers';
import { termsSections } from '@/lib/content/terms';
import { textList } from '@/lib/content/text-list';

describe('service offers', () => {
  it('carry the published prices', () => {
    const prices = Object.fromEntries(
      serviceOffers.map(({ id, price }) => [id, [price.pence / 100, price.from, price.per]]),
    );
    expect(prices).toEqual({
      website: [999, true, 'once'],
      seo: [399, true, 'month'],
      mobileApp: [2999, true, 'once'],
      leadGeneration: [299, true, 'month'],
      redesign: [999, false, 'once'],
      maintenance: [399, false, 'month'],
      vehicleUpload: [15, false, 'vehicle'],
      branding: [399, true, 'once'],
      photography: [199, true, 'once'],
      marketingMaterials: [99, true, 'once'],
    });
  });

  it('word each kind of price', () => {
    expect(priceLabelKey({ pence: 1, from: true, per: 'once' })).toBe('from');
    expect(priceLabelKey({ pence: 1, from: false, per: 'once' })).toBe('fixed');
    expect(priceLabelKey({ pence: 1, from: true, per: 'month' })).toBe('fromMonthly');
    expect(priceLabelKey({ pence: 1, from: false, per: 'month' })).toBe('monthly');
    expect(priceLabelKey({ pence: 1, from: false, per: 'vehicle' })).toBe('perVehicle');
  });

  it('have a title, a description and four features each, plus three quoted services', () => {
    expect(additionalServices).toHaveLength(3);
    for (const { id } of [...serviceOffers, ...additionalServices]) {
      const texts = en.ServiceOffers[id];
      expect(texts.title && texts.description, id).toBeTruthy();
      expect(textList(texts.features), id).toHaveLength(4);
    }
    for (const { id } of seoServices) {
      expect(textList(en.SeoMarketing.services[id].features), id).toHaveLength(4);
    }
  });
});

describe('case studies', () => {
  it('add up to the headline figures the specification publishes (350%, £355K)', () => {
    expect(figures.caseStudyLeadIncrease.value).toBe(350);
    expect(figures.caseStudyRevenue.value).toBe(355_000);
    expect(caseStudyFigures).toEqual([
      'caseStudyLeadIncrease',
      'caseStudyRevenue',
      'newClients',
      'retention',
    ]);
  });

  it('tell every part of each story', () => {
    expect(caseStudies).toHaveLength(3);
    for (const { id } of caseStudies) {
      const story = en.CaseStudies.studies[id];
      for (const part of ['challenge', 'solution', 'quote', 'industry', 'imageAlt'] as const) {
        expect(story[part], `${id}.${part}`).toBeTruthy();
      }
    }
  });
});

describe('company texts', () => {
  it('exist for every content id', () => {
    expect(faqIds).toHaveLength(6);
    for (const id of faqIds) expect(en.Faq[id].question.endsWith('?'), id).toBe(true);
    for (const id of aboutFigures) expect(en.Figures[id]).toBeTruthy();
    for (const { id } of values) expect(en.About.values[id].title).toBeTruthy();
    for (const id of regions) expect(en.Places.regions[id]).toBeTruthy();
    for (const { id } of locationAdvantages) {
      expect(en.About.location.advantages[id].title).toBeTruthy();
    }
  });

  it('has every paragraph of the terms', () => {
    const sections = en.Terms.sections as Record<string, Record<string, string>>;
    expect(termsSections.map((s) => s.id)).toEqual(Object.keys(sections));
    for (const section of termsSections) {
      const keys = [...section.paragraphs, ...('items' in section ? section.items : [])];
      for (const key of keys)
        expect(sections[section.id]?.[key], `${section.id}.${key}`).toBeTruthy();
    }
  });
});
