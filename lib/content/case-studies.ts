import type { ClientId } from './clients';
import type { FigureId } from './figures';
import type { PersonId } from './people';

/**
 * The three published case studies. Figures are data (the headline figures add them up,
 * ./figures.ts); the client and the person quoted come from ./clients.ts and ./people.ts; the
 * stories and the description of each story's picture (components/case-studies/art) are
 * translated under `CaseStudies.studies.<id>`.
 */
export type CaseStudy = {
  id: string;
  client: ClientId;
  /** Who is quoted. */
  person: PersonId;
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
    client: 'harbourMotors',
    person: 'erhanTuncay',
    durationWeeks: 3,
    results: { leadIncrease: 420, salesGrowth: 185, revenueBoost: 150_000, timeframeMonths: 6 },
  },
  {
    id: 'prestigeCars',
    client: 'prestigeCars',
    person: 'christosNicolaou',
    durationWeeks: 5,
    results: { leadIncrease: 310, salesGrowth: 140, revenueBoost: 125_000, timeframeMonths: 4 },
  },
  {
    id: 'anatoliaAuto',
    client: 'anatoliaAuto',
    person: 'elifSahin',
    durationWeeks: 8,
    results: { leadIncrease: 320, salesGrowth: 160, revenueBoost: 80_000, timeframeMonths: 3 },
  },
] as const satisfies readonly CaseStudy[];

export type CaseStudyId = (typeof caseStudies)[number]['id'];

/** The four headline figures above the stories. */
export const caseStudyFigures = [
  'caseStudyLeadIncrease',
  'caseStudyRevenue',
  'newClients',
  'retention',
] as const satisfies readonly FigureId[];
