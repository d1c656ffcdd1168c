import { getTranslations } from 'next-intl/server';
import { ArrowLeft, MessageSquareText } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { DemoDealer } from '@/lib/content/demo-dealers/dealer-types';
import { siteConfig } from '@/lib/site-config';

/** The agency's strip above a demo: back to the portfolio, what this is, and the way to order. */
export async function DemoBar({ dealer, locale }: { dealer: DemoDealer; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Demo.bar' });
  const message = t('getSiteMessage', { demo: dealer.name });
  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-2.5 text-sm">
        <Link
          href="/portfolio"
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:text-navy-900"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('back')}
        </Link>
        <p className="order-last flex items-center gap-2 text-slate-600 sm:order-none">
          <span className="rounded-full bg-navy-900 px-2 py-0.5 text-xs font-semibold text-white">
            {t('label')}
          </span>
          {t('notice', { agency: siteConfig.name })}
        </p>
        <Link
          href={{ pathname: '/contact', query: { message } }}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:text-navy-900"
        >
          <MessageSquareText aria-hidden="true" className="size-4" />
          {t('getSite')}
        </Link>
      </div>
    </div>
  );
}
