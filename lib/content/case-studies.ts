import type { Stat } from './stats';

/**
 * The three published case studies. Figures are data (and a unit test checks that they add up
 * to the headline stats); the stories are translated under `CaseStudies.studies.<id>`.
 */
export type CaseStudy = {
  id: string;
  /** How long the project ran, from kick-off to launch. */
  durationWeeks: number;
  results: {
    /** Percent more enquiries than the year before. */
    leadIncrease: number;
    /** Percent more cars sold. */
    salesGrowth: number;
    /** Extra revenue in pounds over the timeframe. */
    revenueBoost: number;
    /** Months after launch the results were measured over. */
    timeframeMonths: number;
  };
};

export const caseStudies = [
  {
    id: 'harbourMotors',
    durationWeeks: 3,
    results: { leadIncrease: 420, salesGrowth: 185, revenueBoost: 150_000, timeframeMonths: 6 },
  },
  {
    id: 'prestigeCars',
    durationWeeks: 5,
    results: { leadIncrease: 310, salesGrowth: 140, revenueBoost: 125_000, timeframeMonths: 4 },
  },
  {
    id: 'anatoliaAuto',
    durationWeeks: 8,
    results: { leadIncrease: 320, salesGrowth: 160, revenueBoost: 80_000, timeframeMonths: 3 },
  },
] as const satisfies readonly CaseStudy[];

export type CaseStudyId = (typeof caseStudies)[number]['id'];

/** The four headline figures; labels under `CaseStudies.stats.<id>`. */
export const caseStudyStats = [
  { id: 'leadIncrease', value: 350, format: 'percent' },
  { id: 'revenue', value: 355_000, format: 'gbp', plus: true },
  { id: 'newDealers', value: 47, format: 'count' },
  { id: 'retention', value: 89, format: 'percent' },
] as const satisfies readonly Stat[];
