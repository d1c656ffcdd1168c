import { getTranslations } from 'next-intl/server';
import { CheckCircle2 } from '@/components/ui/icons';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { ConsentLabel } from '@/components/forms/ConsentLabel';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { leadFormTexts } from '@/lib/leads/form-texts';
import { LeadCaptureForm } from './LeadCaptureForm';
import { storyValues } from '@/lib/content/story';

const pointKeys = ['reply', 'review', 'noObligation'] as const;

/** "Get Your FREE Quote Today": the home page's lead form beside three reasons to send it. */
export async function LeadCapture({ locale }: { locale: Locale }) {
  const [t, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'LeadCapture' }),
    leadFormTexts(locale, 'leadCapture'),
  ]);
  return (
    <section
      id="quote"
      aria-labelledby="quote-title"
      className="scroll-mt-20 bg-navy-900 py-16 sm:py-24"
    >
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.15fr] lg:items-start">
        <div className="lg:pt-6">
          <SectionHeading
            id="quote-title"
            eyebrow={t('eyebrow')}
            title={t('title')}
            lead={t('lead')}
            align="left"
            tone="dark"
          />
          <ul className="mt-8 grid gap-3">
            {pointKeys.map((key) => (
              <li key={key} className="flex items-center gap-3 font-medium text-white">
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-emerald-400" />
                {t(`points.${key}`, storyValues(locale))}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-card bg-white p-6 shadow-xl sm:p-8">
          <LeadCaptureForm
            label={t('formLabel')}
            texts={texts}
            consentLabel={<ConsentLabel locale={locale} />}
            locale={locale}
            pagePath={getPathname({ href: '/', locale })}
          />
        </div>
      </div>
    </section>
  );
}
