import {
  Gauge,
  Languages,
  LayoutGrid,
  MessageSquareText,
  Search,
  ShieldCheck,
  Smartphone,
  SlidersHorizontal,
} from '@/components/ui/icons';
import type { PackageId } from '@/lib/catalogue/packages';

/** What every website we build includes; texts under `WebsiteDevelopment.features.<id>`. */
export const includedFeatures = [
  { id: 'inventory', icon: LayoutGrid },
  { id: 'search', icon: SlidersHorizontal },
  { id: 'mobile', icon: Smartphone },
  { id: 'speed', icon: Gauge },
  { id: 'leads', icon: MessageSquareText },
  { id: 'languages', icon: Languages },
  { id: 'seo', icon: Search },
  { id: 'security', icon: ShieldCheck },
] as const;

/** From first call to launch; texts under `WebsiteDevelopment.process.<id>`. */
export const processSteps = ['discovery', 'design', 'build', 'launch'] as const;

/** The three packages this page offers (the dealer-group package is on /services). */
export const websitePackageIds = [
  'basic',
  'advance',
  'ultimate',
] as const satisfies readonly PackageId[];
