import type { Locale } from '@/i18n/routing';
import { formatGbp, formatGbpMillions, formatNumber, formatPercent } from '@/lib/format';
import { caseStudies } from './case-studies';
import { promises } from './promises';

/**
 * The agency's headline figures, each defined once and worded by what it counts (labels under
 * `Figures.<id>`, one per figure for every page that shows it). Why these words, and how the
 * specification's 1,000+ / 500+ / 200+ fit together: docs/pages.md ("Content decisions").
 */
export type FigureFormat = 'count' | 'percent' | 'gbp' | 'gbpMillions';
export type Figure = {
  value: number;
  format: FigureFormat;
  /** Shown as "1,000+": the figure is a floor, not an exact count. */
  plus?: boolean;
};

const caseLeadIncreases = caseStudies.map((study) => study.results.leadIncrease);

export const figures = {
  /** Every dealership we have built for, marketed for or advised, free website reviews included. */
  dealersHelped: { value: 1000, format: 'count', plus: true },
  /** Every dealer website we have launched since we started, redesigns included. */
  websitesLaunched: { value: 500, format: 'count', plus: true },
  /** Dealerships paying us each month today: hosting and care, or marketing. */
  monthlyPlanClients: { value: 200, format: 'count', plus: true },
  yearsExperience: { value: 15, format: 'count', plus: true },
  /** Across all clients: enquiries in the first year after launch against the year before. */
  clientLeadIncrease: { value: 300, format: 'percent' },
  /** The average of the three published case studies (./case-studies.ts). */
  caseStudyLeadIncrease: {
    value: caseLeadIncreases.reduce((sum, rise) => sum + rise, 0) / caseLeadIncreases.length,
    format: 'percent',
  },
  /** The sum of the three case studies' extra revenue: exact, so no "+". */
  caseStudyRevenue: {
    value: caseStudies.reduce((sum, study) => sum + study.results.revenueBoost, 0),
    format: 'gbp',
  },
  /** Dealerships that became clients in the past 12 months. */
  newClients: { value: 47, format: 'count' },
  /** Clients on a monthly plan who renew it each year. */
  retention: { value: 89, format: 'percent' },
  leadsGenerated: { value: 125_420, format: 'count' },
  revenueGenerated: { value: 5_200_000, format: 'gbpMillions' },
  firstResultsDays: { value: promises.firstResultsDays, format: 'count' },
} as const satisfies Record<string, Figure>;

export type FigureId = keyof typeof figures;
export const figureIds = Object.keys(figures) as FigureId[];

/** The figure as the language writes it: "1,000+", "1.000+", "%89", "355.000 £". */
export function formatFigure(id: FigureId, locale: Locale) {
  const figure: Figure = figures[id];
  const suffix = figure.plus ? '+' : '';
  switch (figure.format) {
    case 'percent':
      return formatPercent(figure.value, locale) + suffix;
    case 'gbp':
      return formatGbp(figure.value, locale) + suffix;
    case 'gbpMillions':
      return formatGbpMillions(figure.value, locale) + suffix;
    default:
      return formatNumber(figure.value, locale) + suffix;
  }
}

/** Every figure, written for the language: the ICU arguments of texts that quote one. */
export function figureValues(locale: Locale) {
  return Object.fromEntries(figureIds.map((id) => [id, formatFigure(id, locale)])) as Record<
    FigureId,
    string
  >;
}
