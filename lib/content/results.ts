import { gbpMillionsOptions } from '@/lib/format';
import type { ClientId } from './clients';
import { figures } from './figures';

/**
 * The results dashboard: four of the headline figures (./figures.ts), which our team counts by
 * hand (with the date they were last counted), and dated client milestones. Nothing here ticks
 * or pretends to be live. Milestone texts are under `HomeResults`.
 */
export const resultFigures = [
  'dealersHelped',
  'leadsGenerated',
  'revenueGenerated',
  'websitesLaunched',
] as const satisfies readonly (keyof typeof figures)[];
export type ResultFigureId = (typeof resultFigures)[number];

/** The day the figures were last counted (ISO date). Update it with the figures. */
export const resultsAsOf = '2026-11-15';

export const milestoneTypes = ['leads', 'sales', 'launch', 'update', 'seo'] as const;
export type MilestoneType = (typeof milestoneTypes)[number];

export type Milestone = {
  /** Message key under `HomeResults.milestones`. */
  id:
    | 'kyreniaLaunch'
    | 'famagustaLeads'
    | 'nicosiaSeo'
    | 'limassolSales'
    | 'paphosUpdate'
    | 'antalyaLaunch';
  client: ClientId;
  /** ISO date of the milestone. */
  date: string;
  type: MilestoneType;
};

/** Newest first. */
export const milestones: readonly Milestone[] = [
  { id: 'kyreniaLaunch', client: 'kyreniaMotorCentre', date: '2026-11-12', type: 'launch' },
  { id: 'famagustaLeads', client: 'famagustaAutoHouse', date: '2026-11-06', type: 'leads' },
  { id: 'limassolSales', client: 'prestigeCars', date: '2026-10-31', type: 'sales' },
  { id: 'nicosiaSeo', client: 'nicosiaCarGallery', date: '2026-10-30', type: 'seo' },
  { id: 'paphosUpdate', client: 'paphosAutoPoint', date: '2026-10-15', type: 'update' },
  { id: 'antalyaLaunch', client: 'antalyaOtoPlaza', date: '2026-10-02', type: 'launch' },
];

/**
 * How a dashboard figure counts up in the browser: the Intl options of each step and what
 * follows the number ("+"). The final text is formatFigure's, made on the server.
 */
export function countUpFormat(id: ResultFigureId): {
  options: Intl.NumberFormatOptions;
  suffix: string;
} {
  const figure = figures[id];
  const options = figure.format === 'gbpMillions' ? gbpMillionsOptions : {};
  return { options, suffix: 'plus' in figure && figure.plus ? '+' : '' };
}
