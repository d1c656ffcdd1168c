import type { LeadStatus } from '@/lib/db/generated/client';

/** The values of the lead enums, for forms in the browser (no zod or Prisma runtime here). */
export const leadStatuses = ['new', 'contacted', 'won', 'lost'] as const satisfies LeadStatus[];
/** Every form that stores leads: the inbox filters and exports each of them. */
export { leadSources } from './sources';
