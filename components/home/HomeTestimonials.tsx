import { getTranslations } from 'next-intl/server';
import { Calculator, MessageSquareText } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { people } from '@/lib/content/people';
import {
  homeTestimonials,
  testimonialFigures,
  type TestimonialResult,
} from '@/lib/content/testimonials';
import { formatPercent } from '@/lib/format';
import { FigureTiles } from '@/components/ui/FigureTiles';
import { PersonCredit } from '@/components/ui/PersonCredit';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { HomeSection } from './HomeSection';
import { TestimonialCard } from './TestimonialCard';

/** A result's number as its badge's text takes it: counts for plurals, a rise written by Intl. */
const resultValue = (result: TestimonialResult, locale: Locale) =>
  result.format === 'percentChange'
    ? formatPercent(result.value, locale, { change: true })
    : result.value;

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
      <div className="mt-12">
        <FigureTiles tone="soft" figures={testimonialFigures} locale={locale} />
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {homeTestimonials.map((item) => (
          <li key={item.id}>
            <TestimonialCard
              quote={t(`items.${item.id}.quote`)}
              credit={<PersonCredit id={item.person} locale={locale} />}
              rating={item.rating}
              ratingLabel={t('rating', { rating: item.rating })}
              result={t(
                `items.${item.id}.result`,
                'result' in item ? { value: resultValue(item.result, locale) } : undefined,
              )}
              avatar={people[item.person].avatar}
            />
          </li>
        ))}
      </ul>
      <div className="mt-12 flex flex-wrap justify-center gap-3">
        <Link href="/book" className="btn btn-cta">
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
