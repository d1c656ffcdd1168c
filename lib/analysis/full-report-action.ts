'use server';

import { headers } from 'next/headers';
import type { Locale } from '@/i18n/routing';
import { clientIpKey } from '@/lib/request/client-ip';
import { submitFullReport, type FullReportState } from './full-report';

/** "Send me the full report" (see lib/analysis/full-report.ts). */
export async function requestFullReport(
  locale: Locale,
  reportId: string,
  _previous: FullReportState,
  form: FormData,
): Promise<FullReportState> {
  // From the browser: anything but a form is answered like an empty one (its field errors).
  const checkedForm = form instanceof FormData ? form : new FormData();
  return submitFullReport(locale, String(reportId), checkedForm, clientIpKey(await headers()));
}
