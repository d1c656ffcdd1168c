import { getTranslations } from 'next-intl/server';
import { Calculator, MessageSquareText } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { testimonials, testimonialStats } from '@/lib/content/testimonials';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { HomeSection } from './HomeSection';
import { TestimonialCard } from './TestimonialCard';

export async function HomeTestimonials({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HomeTestimonials' });
  return (
    <HomeSection id="testimonials">
      <SectionHeading
        id="testimonials-title"
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
      />
      <dl className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {testimonialStats.map((key) => (
          <div
            key={key}
            className="flex flex-col-reverse rounded-card bg-slate-50 p-5 text-center ring-1 ring-slate-200"
          >
            <dt className="mt-1 text-sm text-slate-600">{t(`stats.${key}.label`)}</dt>
            <dd className="tabular text-3xl font-extrabold text-success sm:text-4xl">
              {t(`stats.${key}.value`)}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((item) => (
          <li key={item.id}>
            <TestimonialCard
              quote={t(`items.${item.id}.quote`)}
              name={item.name}
              role={t(`items.${item.id}.role`)}
              dealership={item.dealership}
              place={t(`places.${item.place}`)}
              rating={item.rating}
              ratingLabel={t('rating', { rating: item.rating })}
              result={t(`items.${item.id}.result`)}
              avatar={item.avatar}
            />
          </li>
        ))}
      </ul>
      <div className="mt-12 flex flex-wrap justify-center gap-3">
        <Link href="/contact" className="btn btn-cta">
          <MessageSquareText aria-hidden="true" className="size-4" />
          {t('consultationCta')}
        </Link>
        <Link href="/roi-calculator" className="btn btn-outline">
          <Calculator aria-hidden="true" className="size-4" />
          {t('roiCta')}
        </Link>
      </div>
    </HomeSection>
  );
}
