import type { IconKey } from './icon-keys';
import { routes } from '@/lib/routes';

/** The free tools block of the home page; texts under `HomeTools.items.<id>`. */
export const freeTools = [
  { id: 'grader', href: routes.websiteGrader.path, icon: 'gauge' },
  { id: 'roi', href: routes.roiCalculator.path, icon: 'calculator' },
  { id: 'stories', href: routes.caseStudies.path, icon: 'trophy' },
] as const satisfies ReadonlyArray<{ id: string; href: string; icon: IconKey }>;
