import { Megaphone, MapPinned, MousePointerClick, Star } from '@/components/ui/icons';
import type { Stat } from './stats';

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

/** The agency's marketing claims (300% more leads, results within 30 days, 89% retention). */
export const seoStats = [
  { id: 'leads', value: 300, format: 'percent' },
  { id: 'days', value: 30, format: 'count' },
  { id: 'retention', value: 89, format: 'percent' },
] as const satisfies readonly Stat[];
