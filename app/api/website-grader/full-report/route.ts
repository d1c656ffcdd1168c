import { NextResponse } from 'next/server';
import { getPathname } from '@/i18n/navigation';
import { submitFullReport } from '@/lib/analysis/full-report';
import { safeLocale } from '@/lib/analysis/grade';
import { reportHref } from '@/lib/analysis/paths';
import { readForm } from '@/lib/request/body';
import { clientIpKey } from '@/lib/request/client-ip';

/**
 * "Send me the full report" without JavaScript (with it, the form calls its server action):
 * back to the report, which says whether the request arrived.
 */
export async function POST(request: Request) {
  const form = await readForm(request);
  if (form instanceof Response) return form;
  const locale = safeLocale(form.get('locale'));
  const reportId = String(form.get('reportId') ?? '');
  if (!/^[0-9a-f-]{36}$/.test(reportId)) {
    return NextResponse.redirect(
      new URL(getPathname({ href: '/website-grader', locale }), request.url),
      303,
    );
  }
  const state = await submitFullReport(locale, reportId, form, clientIpKey(request.headers));
  const path = getPathname({ href: reportHref(reportId), locale });
  const notice = state.status === 'sent' ? 'sent' : 'error';
  return NextResponse.redirect(
    new URL(`${path}?fullReport=${notice}#full-report`, request.url),
    303,
  );
}
