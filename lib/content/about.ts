import {
  BadgePoundSterling,
  Clock,
  Handshake,
  Languages,
  MapPin,
  TrendingUp,
  Users,
} from '@/components/ui/icons';
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
  { id: 'results', icon: TrendingUp },
  { id: 'honesty', icon: BadgePoundSterling },
  { id: 'local', icon: MapPin },
  { id: 'partnership', icon: Handshake },
] as const;

/** The markets we serve from Kyrenia; texts under `About.location.regions.<id>`. */
export const regions = ['cyprus', 'northCyprus', 'turkey'] as const;

export const locationAdvantages = [
  { id: 'timeZone', icon: Clock },
  { id: 'languages', icon: Languages },
  { id: 'meetings', icon: Users },
] as const;
