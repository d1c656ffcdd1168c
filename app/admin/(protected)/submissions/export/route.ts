import { requireAdminOrResponse } from '@/lib/auth/guard';
import { leadCsvHeader, leadCsvRow } from '@/lib/leads/csv';
import { inboxWhere, parseInboxQuery } from '@/lib/leads/inbox-query';
import { leads, type Lead } from '@/lib/leads/lead-repository';
import { logEvent } from '@/lib/log';

const batchSize = 500;

/**
 * The inbox's current filter (every page of it) as a CSV download. A route handler checks the
 * admin session itself: the proxy does not protect it.
 */
export async function GET(request: Request) {
  const admin = await requireAdminOrResponse();
  if (admin instanceof Response) return admin;
  const query = parseInboxQuery(Object.fromEntries(new URL(request.url).searchParams));
  const where = inboxWhere(query);
  const repository = await leads();
  logEvent('info', 'admin.leads_exported', {
    by: admin.email,
    filter: { ...query, page: undefined },
  });

  const encoder = new TextEncoder();
  let last: Lead | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte-order mark, so spreadsheet programs read Turkish and Greek names as UTF-8.
      controller.enqueue(encoder.encode(`\uFEFF${leadCsvHeader}`));
    },
    async pull(controller) {
      const batch = await repository.findBatch(where, { after: last, take: batchSize });
      last = batch.at(-1);
      if (batch.length > 0) controller.enqueue(encoder.encode(batch.map(leadCsvRow).join('')));
      if (batch.length < batchSize) controller.close();
    },
  });
  const date = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${date}.csv"`,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
