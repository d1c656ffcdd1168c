import { z } from 'zod';
import type { Prisma } from '@/lib/db/generated/client';
import { leadSources, leadStatuses } from './lead-values';
import { parseLeadReference } from './reference';

export { leadSources, leadStatuses };

/** The inbox's filters and page, read from the URL so every view can be linked and exported. */
export const spamFilters = ['all', 'only', 'hide'] as const;
export const inboxPageSize = 25;

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);
/** A bad or unknown value means "no filter", never an error page. */
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(single, z.enum(values).optional().catch(undefined));

const inboxQuerySchema = z.object({
  /** One lead, by id: the link in the agency's e-mail. */
  lead: z.preprocess(single, z.uuid().optional().catch(undefined)),
  q: z.preprocess(single, z.string().trim().max(100).optional().catch(undefined)),
  status: optionalEnum(leadStatuses),
  source: optionalEnum(leadSources),
  spam: z.preprocess(single, z.enum(spamFilters).catch('all').default('all')),
  page: z.preprocess(single, z.coerce.number().int().min(1).max(100_000).catch(1).default(1)),
});

export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export function parseInboxQuery(params: Record<string, string | string[] | undefined>): InboxQuery {
  const query = inboxQuerySchema.parse(params);
  return { ...query, q: query.q || undefined };
}

/** The filters as a database condition (the page number is not a filter). */
export function inboxWhere(query: InboxQuery): Prisma.LeadWhereInput {
  const where: Prisma.LeadWhereInput = {};
  if (query.lead) where.id = query.lead;
  if (query.q) {
    const text = likeLiteral(query.q);
    const reference = parseLeadReference(query.q);
    where.OR = [
      ...(['name', 'email', 'company'] as const).map((field) => ({
        [field]: { contains: text, mode: 'insensitive' as const },
      })),
      // The reference the visitor's confirmation quotes, however they read it out.
      ...(reference ? [{ reference }] : []),
    ];
  }
  if (query.status) where.status = query.status;
  if (query.source) where.source = query.source;
  if (query.spam === 'only') where.suspectedSpam = true;
  if (query.spam === 'hide') where.suspectedSpam = false;
  return where;
}

/**
 * Prisma turns `contains` into (I)LIKE without escaping its wildcards, so a search for `_` or
 * `%` would match every lead. PostgreSQL's default LIKE escape character is the backslash.
 */
function likeLiteral(text: string) {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The URL search string of `query` with `changes`, leaving out defaults (for links). */
export function inboxSearch(query: InboxQuery, changes: Partial<InboxQuery> = {}) {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  if (next.lead) params.set('lead', next.lead);
  if (next.q) params.set('q', next.q);
  if (next.status) params.set('status', next.status);
  if (next.source) params.set('source', next.source);
  if (next.spam !== 'all') params.set('spam', next.spam);
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
