import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { additionalServices, priceLabelKey, serviceOffers } from '@/lib/content/service-offers';
import { textList } from '@/lib/content/text-list';
import { formatGbp } from '@/lib/format';
import { CheckList } from '@/components/ui/CheckList';
import { IconCard } from '@/components/ui/IconCard';
import { LearnMoreLink } from './LearnMoreLink';
import { contentIcons } from '@/components/ui/icons';

/** The ten priced services: price, four features and a "Learn more" to the contact form. */
export async function ServiceOfferList({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ServiceOffers' });
  // t.raw is typed for leaf keys; a feature list is the object above them.
  const features = (id: string) => textList(t.raw(`${id}.features` as Parameters<typeof t.raw>[0]));
  return (
    <ul className="mt-12 grid gap-6 lg:grid-cols-2">
      {serviceOffers.map((offer) => {
        const title = t(`${offer.id}.title`);
        const price = formatGbp(offer.price.pence / 100, locale);
        return (
          <li key={offer.id}>
            <IconCard
              icon={contentIcons[offer.icon]}
              title={title}
              text={t(`${offer.id}.description`)}
              footer={<LearnMoreLink locale={locale} service={title} />}
            >
              <p className="tabular mt-4 text-lg font-bold text-navy-900">
                {t(`price.${priceLabelKey(offer.price)}`, { price })}
              </p>
              <CheckList items={features(offer.id)} columns={2} />
            </IconCard>
          </li>
        );
      })}
    </ul>
  );
}

/** The services quoted per project. */
export async function AdditionalServiceList({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ServiceOffers' });
  // t.raw is typed for leaf keys; a feature list is the object above them.
  const features = (id: string) => textList(t.raw(`${id}.features` as Parameters<typeof t.raw>[0]));
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-3">
      {additionalServices.map((service) => {
        const title = t(`${service.id}.title`);
        return (
          <li key={service.id}>
            <IconCard
              icon={contentIcons[service.icon]}
              title={title}
              text={t(`${service.id}.description`)}
              footer={<LearnMoreLink locale={locale} service={title} />}
            >
              <p className="mt-4 font-semibold text-navy-900">{t('quoted')}</p>
              <CheckList items={features(service.id)} />
            </IconCard>
          </li>
        );
      })}
    </ul>
  );
}
