import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { KyreniaHarbour } from '@/components/about/KyreniaHarbour';
import { JsonLd } from '@/components/seo/JsonLd';
import { CtaBand } from '@/components/ui/CtaBand';
import { IconCard } from '@/components/ui/IconCard';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { FigureTiles } from '@/components/ui/FigureTiles';
import {
  aboutFigures,
  locationAdvantages,
  regions,
  storyParagraphs,
  values,
} from '@/lib/content/about';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { webPageJsonLd } from '@/lib/seo/structured-data';
import { siteConfig } from '@/lib/site-config';
import { storyValues } from '@/lib/content/story';
import { contentIcons } from '@/components/ui/icons';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, route: 'about' });
}

export default async function AboutPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, meta, cta, places] = await Promise.all([
    getTranslations({ locale, namespace: 'About' }),
    getTranslations({ locale, namespace: 'Meta.pages.about' }),
    getTranslations({ locale, namespace: 'PageCta' }),
    getTranslations({ locale, namespace: 'Places.regions' }),
  ]);
  const story = storyValues(locale);

  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow', { name: siteConfig.name })}
        title={t('hero.title')}
        lead={t('hero.lead')}
        aside={<KyreniaHarbour className="w-full" />}
      />

      <Section labelledBy="story-title">
        <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
          <h2 id="story-title" className="text-3xl font-extrabold text-navy-900 sm:text-4xl">
            {t('story.title')}
          </h2>
          <div className="space-y-5 text-lg text-slate-700">
            {storyParagraphs.map((key) => (
              <p key={key}>{t(`story.${key}`, story)}</p>
            ))}
          </div>
        </div>
      </Section>

      <Section labelledBy="stats-title" tone="dark">
        <SectionHeading
          id="stats-title"
          tone="dark"
          title={t('stats.title')}
          lead={t('stats.lead')}
        />
        <div className="mt-10">
          <FigureTiles tone="dark" figures={aboutFigures} locale={locale} />
        </div>
      </Section>

      <Section labelledBy="values-title" tone="muted">
        <SectionHeading id="values-title" title={t('values.title')} lead={t('values.lead')} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map(({ id, icon }) => (
            <li key={id}>
              <IconCard
                icon={contentIcons[icon]}
                title={t(`values.${id}.title`)}
                text={t(`values.${id}.text`)}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="location-title">
        <SectionHeading id="location-title" title={t('location.title')} lead={t('location.lead')} />
        <div className="mt-12 grid gap-10 lg:grid-cols-2">
          <div>
            <h3 className="text-xl font-bold text-navy-900">{t('location.regionsTitle')}</h3>
            <ul className="mt-5 space-y-4">
              {regions.map((id) => (
                <li key={id} className="rounded-card border border-slate-200 p-5">
                  <h4 className="font-bold text-navy-900">{places(id)}</h4>
                  <p className="mt-1 text-slate-600">{t(`location.regions.${id}.text`)}</p>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-xl font-bold text-navy-900">{t('location.advantagesTitle')}</h3>
            <ul className="mt-5 space-y-4">
              {locationAdvantages.map(({ id, icon }) => (
                <li key={id}>
                  <IconCard
                    icon={contentIcons[icon]}
                    headingLevel={4}
                    title={t(`location.advantages.${id}.title`)}
                    text={t(`location.advantages.${id}.text`)}
                  />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <CtaBand
        id="about-cta"
        title={t('cta.title')}
        text={t('cta.text', story)}
        primary={{ href: routes.book.path, label: cta('consultation') }}
        secondary={{ href: routes.services.path, label: cta('services') }}
      />

      <JsonLd
        data={webPageJsonLd({
          locale,
          path: routes.about.path,
          name: meta('title'),
          description: meta('description', story),
          type: 'AboutPage',
        })}
      />
    </>
  );
}
