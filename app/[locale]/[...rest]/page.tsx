import { notFound } from 'next/navigation';
import { routing } from '@/i18n/routing';
import { logEvent } from '@/lib/log';

// Every unknown path inside the language routing lands here: log it, then render the
// localized 404 (status 404).
export default async function UnknownPage({
  params,
}: {
  params: Promise<{ locale: string; rest: string[] }>;
}) {
  const { locale, rest } = await params;
  const prefix = locale === routing.defaultLocale ? '' : `/${locale}`;
  logEvent('warn', 'page_not_found', { path: `${prefix}/${rest.join('/')}` });
  notFound();
}
