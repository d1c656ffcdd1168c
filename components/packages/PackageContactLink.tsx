import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { contactHref } from '@/lib/leads/contact-link';
import type { PackageCtaInput } from './PackageGrid';

/** Until checkout exists: the contact form, with the package and its price in the message. */
export async function PackageContactLink({ name, price, locale }: PackageCtaInput) {
  const t = await getTranslations({ locale, namespace: 'PackageCard' });
  return (
    <Link
      href={contactHref(t('contactMessage', { name, price }))}
      className="btn btn-primary w-full"
    >
      {t('choose', { name })}
    </Link>
  );
}
