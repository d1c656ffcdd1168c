import type { IconComponent } from '@/components/ui/icons';
import { Calculator, Gauge, Trophy } from '@/components/ui/icons';
import { routes } from '@/lib/routes';

/** The free tools block of the home page; texts under `HomeTools.items.<id>`. */
export const freeTools = [
  { id: 'grader', href: routes.websiteGrader.path, icon: Gauge },
  { id: 'roi', href: routes.roiCalculator.path, icon: Calculator },
  { id: 'stories', href: routes.caseStudies.path, icon: Trophy },
] as const satisfies ReadonlyArray<{ id: string; href: string; icon: IconComponent }>;
