import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

/** The localized "Oops! Page not found" message with a way home. */
export async function NotFoundContent() {
  const t = await getTranslations('NotFound');
  return (
    <section className="container-page grid min-h-[60vh] place-items-center py-20 text-center">
      <div className="max-w-lg">
        <p className="tabular text-7xl font-bold text-brand-600">{t('code')}</p>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{t('title')}</h1>
        <p className="mt-4 text-lg text-slate-600">{t('text')}</p>
        <Link href="/" className="btn btn-primary mt-8">
          {t('home')}
        </Link>
      </div>
    </section>
  );
}
