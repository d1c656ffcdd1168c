import { getTranslations } from 'next-intl/server';
import { Gem, HandCoins, Truck } from '@/components/ui/icons';
import { DemoSectionFrame } from '../DemoSectionFrame';
import { demoHeading } from '../theme';
import type { SectionProps } from './section-props';

const services = [
  { key: 'viewing', Icon: Gem },
  { key: 'delivery', Icon: Truck },
  { key: 'finance', Icon: HandCoins },
] as const;

/** Premium Motors: the concierge services a luxury buyer expects. */
export async function Services({ locale }: SectionProps) {
  const t = await getTranslations({ locale, namespace: 'Demo.premium-motors-cyprus.services' });
  return (
    <DemoSectionFrame id="services" heading={t('heading')} tone="surface">
      <ul className="grid gap-6 md:grid-cols-3">
        {services.map(({ key, Icon }) => (
          <li key={key} className="border-t-2 border-(--demo-accent-light) pt-6">
            <Icon
              aria-hidden="true"
              className="size-7 text-(--demo-accent-light)"
              strokeWidth={1.5}
            />
            <h3 className={`${demoHeading} mt-4 text-2xl`}>{t(`${key}.title`)}</h3>
            <p className="mt-2 text-slate-700">{t(`${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </DemoSectionFrame>
  );
}
