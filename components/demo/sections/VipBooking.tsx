import { getTranslations } from 'next-intl/server';
import { DemoForm } from '../DemoForm';
import { DemoSectionFrame } from '../DemoSectionFrame';
import { demoFormProps } from './demo-form-texts';
import type { SectionProps } from './section-props';

const viewingTimes = ['10:00', '12:00', '15:00', '17:00'];

/** Premium Motors: book a private viewing of one car (a demo form: nothing is sent). */
export async function VipBooking({ dealer, locale }: SectionProps) {
  const t = await getTranslations({ locale, namespace: 'Demo.premium-motors-cyprus.vip' });
  const form = await demoFormProps(dealer, locale);
  return (
    <DemoSectionFrame id="vip" heading={t('heading')} lead={t('lead')} tone="dark">
      <div className="max-w-3xl">
        <DemoForm
          {...form}
          submitLabel={t('submit')}
          fields={[
            { id: 'name', label: t('name'), type: 'text', autoComplete: 'name', required: true },
            { id: 'phone', label: t('phone'), type: 'tel', autoComplete: 'tel', required: true },
            { id: 'email', label: t('email'), type: 'email', autoComplete: 'email', wide: true },
            {
              id: 'car',
              label: t('car'),
              type: 'select',
              wide: true,
              options: dealer.inventory.map((c) => ({
                value: c.id,
                label: `${c.brand} ${c.model}`,
              })),
            },
            { id: 'date', label: t('date'), type: 'date' },
            {
              id: 'time',
              label: t('time'),
              type: 'select',
              options: viewingTimes.map((time) => ({ value: time, label: time })),
            },
            { id: 'notes', label: t('notes'), type: 'textarea', wide: true },
          ]}
        />
      </div>
    </DemoSectionFrame>
  );
}
