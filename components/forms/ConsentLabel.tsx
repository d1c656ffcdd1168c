import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/site-config';

/** The consent sentence with its link to the privacy policy (rendered on the server). */
export async function ConsentLabel({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'LeadForms' });
  return (
    <>
      {t.rich('consent', {
        name: siteConfig.name,
        link: (chunks) => (
          <Link href="/privacy-policy" className="font-semibold text-brand-700 underline">
            {chunks}
          </Link>
        ),
      })}
    </>
  );
}
