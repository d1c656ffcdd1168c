import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { JsonLd } from '@/components/seo/JsonLd';
import { ContactMethods } from '@/components/support/ContactMethods';
import { EmergencyBanner } from '@/components/support/EmergencyBanner';
import { FaqAccordion } from '@/components/support/FaqAccordion';
import { ResponseTimes } from '@/components/support/ResponseTimes';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { faqIds } from '@/lib/content/faq';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { faqPageJsonLd } from '@/lib/seo/structured-data';
import { storyValues } from '@/lib/content/story';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, route: 'support' });
}

export default async function SupportPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, meta, faq] = await Promise.all([
    getTranslations({ locale, namespace: 'Support' }),
    getTranslations({ locale, namespace: 'Meta.pages.support' }),
    getTranslations({ locale, namespace: 'Faq' }),
  ]);
  const values = storyValues(locale);
  // One list feeds both the accordion and the FAQPage structured data.
  const questions = faqIds.map((id) => ({
    id,
    question: faq(`${id}.question`),
    answer: faq(`${id}.answer`, values),
  }));

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />

      <Section labelledBy="methods-title">
        <SectionHeading id="methods-title" title={t('methods.title')} lead={t('methods.lead')} />
        <ContactMethods locale={locale} />
      </Section>

      <EmergencyBanner locale={locale} />

      <Section labelledBy="response-title">
        <SectionHeading
          id="response-title"
          title={t('responseTimes.title')}
          lead={t('responseTimes.lead', values)}
        />
        <ResponseTimes locale={locale} />
      </Section>

      <Section labelledBy="faq-title" tone="muted">
        <SectionHeading id="faq-title" title={t('faq.title')} lead={t('faq.lead')} />
        <div className="mx-auto mt-12 max-w-3xl">
          <FaqAccordion items={questions} />
        </div>
      </Section>

      <JsonLd
        data={faqPageJsonLd({
          locale,
          path: routes.support.path,
          name: meta('title'),
          description: meta('description'),
          questions,
        })}
      />
    </>
  );
}
