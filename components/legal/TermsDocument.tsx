import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { promiseValues } from '@/lib/content/promises';
import { responseTimes } from '@/lib/content/support';
import { termsFacts, termsSections } from '@/lib/content/terms';
import { formatDuration, formatPercent } from '@/lib/format';
import { siteConfig } from '@/lib/site-config';

function linkTag(href: string) {
  return function LinkTag(chunks: ReactNode) {
    return (
      <a href={href} className="font-semibold text-brand-700 underline hover:text-navy-900">
        {chunks}
      </a>
    );
  };
}

/**
 * The terms, numbered, with a table of contents; every figure comes from `termsFacts`, the
 * promises (./promises.ts) and the support response times.
 */
export async function TermsDocument({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Terms' });
  type Key = Parameters<typeof t.rich>[0];
  const values = {
    name: siteConfig.name,
    email: siteConfig.email,
    // No-break spaces: a phone number should not wrap mid-number.
    phone: siteConfig.phone.replace(/ /g, '\u00a0'),
    deposit: formatPercent(termsFacts.depositPercent, locale),
    lateFee: formatPercent(termsFacts.lateFeePercentMonthly, locale),
    noticeDays: termsFacts.noticeDays,
    dataExportDays: termsFacts.dataExportDays,
    liabilityMonths: termsFacts.liabilityMonths,
    ...promiseValues(locale),
    ...Object.fromEntries(
      responseTimes.map(({ id, hours }) => [
        `${id}Response`,
        formatDuration(hours, 'hour', locale),
      ]),
    ),
    mail: linkTag(`mailto:${siteConfig.email}`),
    call: linkTag(siteConfig.phoneHref),
  };

  return (
    <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
      <nav aria-labelledby="terms-contents" className="lg:sticky lg:top-24 lg:self-start">
        <h2
          id="terms-contents"
          className="text-sm font-semibold tracking-wider text-slate-600 uppercase"
        >
          {t('contents')}
        </h2>
        <ol className="mt-3 list-inside list-decimal space-y-1.5 text-[0.9375rem] text-slate-700">
          {termsSections.map(({ id }) => (
            <li key={id}>
              <a href={`#${id}`} className="hover:text-brand-700 hover:underline">
                {t(`sections.${id}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl space-y-10">
        {termsSections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} className="scroll-mt-24 text-2xl font-extrabold text-navy-900">
              <span className="tabular text-brand-700">{index + 1}.</span>{' '}
              {t(`sections.${section.id}.title`)}
            </h2>
            <div className="mt-3 space-y-3 text-slate-700">
              {section.paragraphs.map((key) => (
                <p key={key}>{t.rich(`sections.${section.id}.${key}` as Key, values)}</p>
              ))}
              {'items' in section ? (
                <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
                  {section.items.map((key) => (
                    <li key={key}>{t.rich(`sections.${section.id}.${key}` as Key, values)}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
