import { getTranslations } from 'next-intl/server';
import { ArrowRight } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { contactHref } from '@/lib/leads/contact-link';

/**
 * "Learn more" to the contact form with the service in the message. The service's name is in
 * the link's accessible name (visually hidden), so a list of them is not ten identical links.
 */
export async function LearnMoreLink({ locale, service }: { locale: Locale; service: string }) {
  const t = await getTranslations({ locale, namespace: 'ServiceOffers' });
  return (
    <Link
      href={contactHref(t('learnMoreMessage', { service }))}
      className="inline-flex items-center gap-1.5 font-semibold text-brand-600 hover:text-brand-700 hover:underline"
    >
      <span>
        {t.rich('learnMore', {
          service,
          hidden: (chunks) => <span className="sr-only">{chunks}</span>,
        })}
      </span>
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
