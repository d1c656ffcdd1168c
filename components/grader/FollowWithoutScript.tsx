import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

/**
 * For a visitor without JavaScript while a phone measurement is under way: a link to the report
 * page that reloads itself until every page is measured, or, on that page, the sentence that it
 * does (its meta refresh is the report page's own).
 */
export async function FollowWithoutScript({
  locale,
  waitHref,
  reloading,
}: {
  locale: Locale;
  waitHref: string;
  reloading: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'GraderBrowser.progress' });
  return reloading ? (
    <p className="mb-3 text-sm text-slate-600">{t('noScript')}</p>
  ) : (
    <noscript>
      <p className="mb-3 text-sm">
        <a href={waitHref} className="font-medium text-brand-700 underline">
          {t('follow')}
        </a>
      </p>
    </noscript>
  );
}
