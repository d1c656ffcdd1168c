import {
  BadgePoundSterling,
  Clock,
  Handshake,
  Languages,
  MapPin,
  TrendingUp,
  Users,
} from '@/components/ui/icons';
import type { Stat } from './stats';

/** The About page's content. Texts are translated under `About.*` in messages/*.json. */
export const storyParagraphs = ['beginning', 'focus', 'today'] as const;

/** Agency-wide figures (the claims of the spec); labels under `About.stats.<id>`. */
export const aboutStats = [
  { id: 'dealers', value: 1000, format: 'count', plus: true },
  { id: 'years', value: 15, format: 'count', plus: true },
  { id: 'websites', value: 500, format: 'count', plus: true },
  { id: 'clients', value: 200, format: 'count', plus: true },
  { id: 'retention', value: 89, format: 'percent' },
] as const satisfies readonly Stat[];

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
