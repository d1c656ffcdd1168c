import { getTranslations } from 'next-intl/server';
import { Quote, Star } from '@/components/ui/icons';
import type { Locale } from '@/i18n/routing';
import { portfolioTestimonials } from '@/lib/content/testimonials';
import { PersonCredit } from '@/components/ui/PersonCredit';
import { SectionHeading } from '@/components/ui/SectionHeading';

/** Three dealers on what their sites changed. */
export async function DealerTestimonials({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Portfolio.testimonials' });
  return (
    <section aria-labelledby="testimonials-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading id="testimonials-heading" title={t('heading')} lead={t('lead')} />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {portfolioTestimonials.map((item) => (
            <li key={item.id}>
              <figure className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-7">
                <div className="flex items-center justify-between">
                  <p className="flex gap-0.5 text-amber-cta">
                    {Array.from({ length: item.rating }, (_, i) => (
                      <Star key={i} aria-hidden="true" className="size-4 fill-current" />
                    ))}
                    <span className="sr-only">{t('rating', { rating: item.rating })}</span>
                  </p>
                  <Quote aria-hidden="true" className="size-7 text-brand-100" />
                </div>
                <blockquote className="mt-4 flex-1 text-lg text-slate-700">
                  <p>{t(`items.${item.id}.quote`)}</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-slate-100 pt-4">
                  <PersonCredit id={item.person} locale={locale} />
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
