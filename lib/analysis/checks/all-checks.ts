import { leadGenerationChecks } from './lead-generation';
import { mobileChecks } from './mobile';
import { performanceChecks } from './performance';
import { securityChecks } from './security';
import { seoChecks } from './seo';
import type { CheckCategory, CheckContext, CheckStatus, Evidence } from './check-types';

/** Every check, in the order reports list them. */
export const allChecks = [
  ...mobileChecks,
  ...seoChecks,
  ...performanceChecks,
  ...securityChecks,
  ...leadGenerationChecks,
];

export type CheckId = (typeof allChecks)[number]['id'];

export type CheckResult = {
  id: CheckId;
  category: CheckCategory;
  weight: number;
  status: CheckStatus;
  evidence: Evidence;
};

export function runChecks(context: CheckContext): CheckResult[] {
  return allChecks.map(({ id, category, weight, run }) => ({
    id,
    category,
    weight,
    ...run(context),
  }));
}
