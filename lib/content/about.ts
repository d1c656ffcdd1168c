import type { FigureId } from './figures';

/** The About page's content. Texts are translated under `About.*` in messages/*.json. */
export const storyParagraphs = ['beginning', 'focus', 'today'] as const;

/** The agency's figures on the About page (./figures.ts). */
export const aboutFigures = [
  'dealersHelped',
  'yearsExperience',
  'websitesLaunched',
  'monthlyPlanClients',
  'retention',
] as const satisfies readonly FigureId[];

export const values = [
  { id: 'results', icon: 'trending-up' },
  { id: 'honesty', icon: 'badge-pound-sterling' },
  { id: 'local', icon: 'map-pin' },
  { id: 'partnership', icon: 'handshake' },
] as const;

/** The markets we serve from Kyrenia; texts under `About.location.regions.<id>`. */
export const regions = ['cyprus', 'northCyprus', 'turkey'] as const;

export const locationAdvantages = [
  { id: 'timeZone', icon: 'clock' },
  { id: 'languages', icon: 'languages' },
  { id: 'meetings', icon: 'users' },
] as const;
