import type { FigureId } from './figures';

/**
 * The four cards of /services/seo-marketing; title, description and features (in order) are
 * translated under `SeoMarketing.services.<id>`.
 */
export const seoServices = [
  { id: 'localSeo', icon: 'map-pinned' },
  { id: 'paidAds', icon: 'mouse-pointer-click' },
  { id: 'socialMedia', icon: 'megaphone' },
  { id: 'reputation', icon: 'star' },
] as const;

export type SeoServiceId = (typeof seoServices)[number]['id'];

/** The figures our marketing clients see (./figures.ts). */
export const seoFigures = [
  'clientLeadIncrease',
  'firstResultsDays',
  'retention',
] as const satisfies readonly FigureId[];
