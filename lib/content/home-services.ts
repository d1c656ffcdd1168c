import type { IconKey } from './icon-keys';

/**
 * The twelve services of the home page's grid, in the spec's order. Titles, descriptions and
 * the four features of each are translated under `HomeServices.items.<id>`. The priced list of
 * the /services page is a different thing (lib/content/service-offers.ts).
 */
export const homeServices = [
  { id: 'websites', icon: 'globe' },
  { id: 'mobileApps', icon: 'smartphone' },
  { id: 'digitalMarketing', icon: 'megaphone' },
  { id: 'branding', icon: 'palette' },
  { id: 'photography', icon: 'camera' },
  { id: 'marketingMaterials', icon: 'printer' },
  { id: 'inventory', icon: 'boxes' },
  { id: 'leadGeneration', icon: 'magnet' },
  { id: 'seo', icon: 'map-pin' },
  { id: 'multiLanguage', icon: 'languages' },
  { id: 'security', icon: 'shield-check' },
  { id: 'maintenance', icon: 'wrench' },
] as const satisfies ReadonlyArray<{ id: string; icon: IconKey }>;

export type HomeServiceId = (typeof homeServices)[number]['id'];

/** Every card lists four features, keyed 1–4 under `features` in the messages. */
export const serviceFeatureKeys = ['1', '2', '3', '4'] as const;
