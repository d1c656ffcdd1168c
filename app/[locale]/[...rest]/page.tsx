import { notFound } from 'next/navigation';
import { logEvent } from '@/lib/log';

// Every unknown path inside the language routing lands here: log it, then render the
// localized 404 (status 404).
export default async function UnknownPage({
  params,
}: {
  params: Promise<{ locale: string; rest: string[] }>;
}) {
  const { locale, rest } = await params;
  logEvent('warn', 'page_not_found', { locale, path: `/${rest.join('/')}` });
  notFound();
}
