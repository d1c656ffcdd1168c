import { cyprusAutoGroup } from './cyprus-auto-group';
import { cyprusElectricVehicles } from './cyprus-electric-vehicles';
import { europeanMotors } from './european-motors';
import { limassolUsedCars } from './limassol-used-cars';
import { mediterraneanMotors } from './mediterranean-motors';
import { premiumMotorsCyprus } from './premium-motors-cyprus';
import type { DemoDealer, DemoSlug } from './dealer-types';

/** The six demo dealer sites, in the order the portfolio shows them. */
export const demoDealers: readonly DemoDealer[] = [
  premiumMotorsCyprus,
  mediterraneanMotors,
  cyprusAutoGroup,
  europeanMotors,
  limassolUsedCars,
  cyprusElectricVehicles,
];

export const demoSlugs: readonly DemoSlug[] = demoDealers.map((d) => d.slug);

export function findDemoDealer(slug: string): DemoDealer | undefined {
  return demoDealers.find((d) => d.slug === slug);
}

/** The public path of a demo, e.g. /portfolio/european-motors (the sitemap lists these). */
export function demoPath(slug: DemoSlug) {
  return `/portfolio/${slug}` as const;
}

export const demoPaths = demoSlugs.map(demoPath);
