import type { Metadata } from 'next';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { PolicySection } from '@/components/legal/PolicySection';
import { JsonLd } from '@/components/seo/JsonLd';
import {
  privacyLastUpdated,
  privacySections,
  type PrivacySectionMessages,
} from '@/lib/content/privacy-policy';
import { formatDate } from '@/lib/format';
import { pageMetadata } from '@/lib/seo/metadata';
import { webPageJsonLd } from '@/lib/seo/structured-data';
import { siteConfig } from '@/lib/site-config';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, route: 'privacyPolicy' });
}

export default async function PrivacyPolicyPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, meta, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'PrivacyPolicy' }),
    getTranslations({ locale, namespace: 'Meta.pages.privacyPolicy' }),
    getMessages({ locale }),
  ]);
  const contacts = { name: siteConfig.name, email: siteConfig.email, phone: siteConfig.phone };
  // Each section's texts, with the agency's name and contacts filled in.
  const section = (key: (typeof privacySections)[number]): PrivacySectionMessages => {
    const raw: PrivacySectionMessages = messages.PrivacyPolicy.sections[key];
    const format = (part: string) =>
      t(`sections.${key}.${part}` as Parameters<typeof t>[0], contacts);
    return {
      title: format('title'),
      text: raw.text && format('text'),
      intro: raw.intro && format('intro'),
      items: raw.items
        ? Object.fromEntries(Object.keys(raw.items).map((item) => [item, format(`items.${item}`)]))
        : undefined,
      outro: raw.outro && format('outro'),
    };
  };

  return (
    <article className="container-page max-w-3xl py-14 sm:py-20">
      <header>
        <h1 className="text-4xl font-extrabold text-navy-900 sm:text-5xl">{t('title')}</h1>
        <p className="mt-3 text-sm font-medium text-slate-600">
          {t.rich('lastUpdated', {
            date: formatDate(privacyLastUpdated, locale),
            time: (chunks) => <time dateTime={privacyLastUpdated}>{chunks}</time>,
          })}
        </p>
        <p className="mt-6 text-lg text-slate-700">{t('intro', contacts)}</p>
      </header>
      <nav
        aria-label={t('tocLabel')}
        className="mt-8 rounded-card border border-slate-200 bg-slate-50 p-5"
      >
        <ol className="grid gap-1.5 sm:grid-cols-2">
          {privacySections.map((key, index) => (
            <li key={key}>
              <a
                href={`#${key}-title`}
                className="text-brand-700 underline-offset-2 hover:underline"
              >
                {index + 1}. {t(`sections.${key}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 grid gap-10">
        {privacySections.map((key) => (
          <PolicySection key={key} id={key} section={section(key)} />
        ))}
      </div>
      <JsonLd
        data={webPageJsonLd({
          locale,
          path: '/privacy-policy',
          name: meta('title'),
          description: meta('description'),
        })}
      />
    </article>
  );
}
