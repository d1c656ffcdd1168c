import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { ContactDetails } from '@/components/contact/ContactDetails';
import { ContactForm } from '@/components/contact/ContactForm';
import { ContactNextSteps } from '@/components/contact/ContactNextSteps';
import { ConsentLabel } from '@/components/forms/ConsentLabel';
import { JsonLd } from '@/components/seo/JsonLd';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { contactChoices, leadFormTexts } from '@/lib/leads/form-texts';
import { sanitizeValue, utmTags } from '@/lib/leads/sanitize';
import { webPageJsonLd } from '@/lib/seo/structured-data';
import { storyValues } from '@/lib/content/story';

export type ContactQuery = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The contact page: its heading, the quote form and the agency's details. `query` is the
 * address's query: empty on the prerendered page (app/[locale]/contact/page.tsx); a link with
 * `?message=…` or utm_ tags is rendered on demand (…/contact/prefilled, where proxy.ts sends it),
 * so the form is filled in also without JavaScript.
 */
export async function ContactPageContent({
  locale,
  query,
}: {
  locale: Locale;
  query: ContactQuery;
}) {
  const [t, meta, texts, choices] = await Promise.all([
    getTranslations({ locale, namespace: 'Contact' }),
    getTranslations({ locale, namespace: 'Meta.pages.contact' }),
    leadFormTexts(locale, 'contact'),
    contactChoices(locale),
  ]);
  const pagePath = getPathname({ href: '/contact', locale });
  // Without JavaScript the form posts back to this very URL, so its query (utm_ tags, message)
  // is still there when the answer is rendered and the form is sent again.
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v) => [key, v]),
    ),
  ).toString();
  const utm = utmTags((field) => first(query[field]));

  return (
    <>
      <div className="bg-gradient-to-b from-slate-50 to-white">
        <div className="container-page py-14 sm:py-20">
          <SectionHeading
            level={1}
            eyebrow={t('eyebrow')}
            title={t('title')}
            lead={t('lead', storyValues(locale))}
            align="left"
          />
        </div>
      </div>
      <div className="container-page grid gap-12 pb-20 lg:grid-cols-[1.5fr_1fr]">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-card border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold text-navy-900">
            {t('formTitle')}
          </h2>
          <p className="mt-2 mb-6 text-slate-600">{t('formLead')}</p>
          <ContactForm
            label={t('formTitle')}
            texts={texts}
            choices={choices}
            consentLabel={<ConsentLabel locale={locale} />}
            locale={locale}
            pagePath={pagePath}
            permalink={search ? `${pagePath}?${search}` : pagePath}
            utm={utm}
            initialMessage={sanitizeValue(first(query.message), { multiline: true })}
          />
        </section>
        <div className="grid content-start gap-10">
          <ContactDetails locale={locale} />
          <ContactNextSteps locale={locale} />
        </div>
      </div>
      <JsonLd
        data={webPageJsonLd({
          locale,
          path: '/contact',
          name: meta('title'),
          description: meta('description', storyValues(locale)),
          type: 'ContactPage',
        })}
      />
    </>
  );
}
