import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { CtaBand } from '@/components/ui/CtaBand';
import { routes } from '@/lib/routes';

/** The closing band of every services page: ask for a quote, or work out the return first. */
export async function ServiceCtaBand({
  locale,
  id,
  title,
  text,
}: {
  locale: Locale;
  id: string;
  title: string;
  text: string;
}) {
  const cta = await getTranslations({ locale, namespace: 'PageCta' });
  return (
    <CtaBand
      id={id}
      title={title}
      text={text}
      primary={{ href: routes.contact.path, label: cta('quote') }}
      secondary={{ href: routes.roiCalculator.path, label: cta('roi') }}
    />
  );
}
