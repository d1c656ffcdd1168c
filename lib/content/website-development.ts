import type { PackageId } from '@/lib/catalogue/packages';

/** What every website we build includes; texts under `WebsiteDevelopment.features.<id>`. */
export const includedFeatures = [
  { id: 'inventory', icon: 'layout-grid' },
  { id: 'search', icon: 'sliders-horizontal' },
  { id: 'mobile', icon: 'smartphone' },
  { id: 'speed', icon: 'gauge' },
  { id: 'leads', icon: 'message-square-text' },
  { id: 'languages', icon: 'languages' },
  { id: 'seo', icon: 'search' },
  { id: 'security', icon: 'shield-check' },
] as const;

/** From first call to launch; texts under `WebsiteDevelopment.process.<id>`. */
export const processSteps = ['discovery', 'design', 'build', 'launch'] as const;

/** The three packages this page offers (the dealer-group package is on /services). */
export const websitePackageIds = [
  'basic',
  'advance',
  'ultimate',
] as const satisfies readonly PackageId[];
