import { getTranslations } from 'next-intl/server';
import {
  CalendarCheck,
  Code2,
  MailCheck,
  PhoneCall,
  type IconComponent,
} from '@/components/ui/icons';
import type { Locale } from '@/i18n/routing';
import { paymentNextSteps, type PaymentNextStep } from '@/lib/content/payment-next-steps';
import { storyValues } from '@/lib/content/story';

const icons: Record<PaymentNextStep, IconComponent> = {
  confirmation: MailCheck,
  setup: CalendarCheck,
  discovery: PhoneCall,
  development: Code2,
};

/** The four steps after a purchase, as a numbered timeline. */
export async function PaymentNextSteps({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'PaymentSuccess' });
  const values = storyValues(locale);
  return (
    <section aria-labelledby="next-steps-title" className="mt-14">
      <h2 id="next-steps-title" className="text-2xl font-extrabold text-navy-900 sm:text-3xl">
        {t('nextStepsTitle')}
      </h2>
      <ol className="mt-8 grid gap-5 sm:grid-cols-2">
        {paymentNextSteps.map((step, index) => {
          const Icon = icons[step];
          return (
            <li key={step} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <p className="text-sm font-semibold text-brand-700">
                  <span className="tabular">{index + 1}.</span> {t(`steps.${step}.time`, values)}
                </p>
                <h3 className="mt-1 text-lg font-bold text-navy-900">{t(`steps.${step}.title`)}</h3>
                <p className="mt-1 text-[0.9375rem] text-slate-600">
                  {t(`steps.${step}.text`, values)}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
