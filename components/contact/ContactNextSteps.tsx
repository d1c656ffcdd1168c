import { getTranslations } from 'next-intl/server';
import { ShieldCheck } from '@/components/ui/icons';
import type { Locale } from '@/i18n/routing';
import { storyValues } from '@/lib/content/story';

const stepKeys = ['reply', 'call', 'proposal', 'launch'] as const;

/** What happens after a request, and the money-back guarantee (lib/content/promises.ts). */
export async function ContactNextSteps({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Contact' });
  const values = storyValues(locale);
  return (
    <>
      <section aria-labelledby="next-steps-title">
        <h2 id="next-steps-title" className="text-xl font-bold text-navy-900">
          {t('nextSteps.title')}
        </h2>
        <ol className="mt-5 grid gap-4">
          {stepKeys.map((key, index) => (
            <li key={key} className="flex gap-3">
              <span
                aria-hidden="true"
                className="tabular flex size-8 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-navy-900">
                  {t(`nextSteps.${key}.title`, values)}
                </h3>
                <p className="text-slate-600">{t(`nextSteps.${key}.text`, values)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <aside
        aria-labelledby="guarantee-title"
        className="flex gap-3 rounded-card border border-emerald-200 bg-emerald-50 p-5"
      >
        <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-emerald-700" />
        <div>
          <h2 id="guarantee-title" className="font-bold text-emerald-900">
            {t('guarantee.title', values)}
          </h2>
          <p className="mt-1 text-emerald-900">{t('guarantee.text', values)}</p>
        </div>
      </aside>
    </>
  );
}
