import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/errors/NotFoundContent';

// Reached when a page calls notFound() (e.g. an unknown portfolio slug). Next.js 16 sends that
// response as a shell completed by JavaScript; unknown URLs take the proxy's route instead
// (app/[locale]/page-not-found), which is real HTML.
export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <>
      <title>{t('title')}</title>
      <NotFoundContent />
    </>
  );
}
