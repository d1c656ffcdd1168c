import { NextResponse } from 'next/server';
import { getPathname } from '@/i18n/navigation';
import { grade, safeLocale } from '@/lib/analysis/grade';
import { clientIpKey } from '@/lib/request/client-ip';

/**
 * The grader form without JavaScript (with it, the form calls its server action): analyse,
 * then go to the report, or back to the form.
 */
export async function POST(request: Request) {
  const form = await request.formData();
  const locale = safeLocale(form.get('locale'));
  const outcome = await grade(locale, String(form.get('url') ?? ''), clientIpKey(request.headers));
  const target = outcome.ok ? outcome.path : getPathname({ href: '/website-grader', locale });
  return NextResponse.redirect(new URL(target, request.url), 303);
}
