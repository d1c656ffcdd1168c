import { Megaphone, MapPinned, MousePointerClick, Star } from '@/components/ui/icons';
import type { FigureId } from './figures';

/**
 * The four cards of /services/seo-marketing; title, description and features (in order) are
 * translated under `SeoMarketing.services.<id>`.
 */
export const seoServices = [
  { id: 'localSeo', icon: MapPinned },
  { id: 'paidAds', icon: MousePointerClick },
  { id: 'socialMedia', icon: Megaphone },
  { id: 'reputation', icon: Star },
] as const;

export type SeoServiceId = (typeof seoServices)[number]['id'];

/** The figures our marketing clients see (./figures.ts). */
export const seoFigures = [
  'clientLeadIncrease',
  'firstResultsDays',
  'retention',
] as const satisfies readonly FigureId[];
