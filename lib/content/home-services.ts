import type { IconComponent } from '@/components/ui/icons';
import {
  Boxes,
  Camera,
  Globe,
  Languages,
  MapPin,
  Magnet,
  Megaphone,
  Palette,
  Printer,
  ShieldCheck,
  Smartphone,
  Wrench,
} from '@/components/ui/icons';

/**
 * The twelve services of the home page's grid, in the spec's order. Titles, descriptions and
 * the four features of each are translated under `HomeServices.items.<id>`. The priced list of
 * the /services page is a different thing (lib/content/service-offers.ts).
 */
export const homeServices = [
  { id: 'websites', icon: Globe },
  { id: 'mobileApps', icon: Smartphone },
  { id: 'digitalMarketing', icon: Megaphone },
  { id: 'branding', icon: Palette },
  { id: 'photography', icon: Camera },
  { id: 'marketingMaterials', icon: Printer },
  { id: 'inventory', icon: Boxes },
  { id: 'leadGeneration', icon: Magnet },
  { id: 'seo', icon: MapPin },
  { id: 'multiLanguage', icon: Languages },
  { id: 'security', icon: ShieldCheck },
  { id: 'maintenance', icon: Wrench },
] as const satisfies ReadonlyArray<{ id: string; icon: IconComponent }>;

export type HomeServiceId = (typeof homeServices)[number]['id'];

/** Every card lists four features, keyed 1–4 under `features` in the messages. */
export const serviceFeatureKeys = ['1', '2', '3', '4'] as const;
