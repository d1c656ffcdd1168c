import { getTranslations } from 'next-intl/server';
import { DemoForm } from '../DemoForm';
import { DemoSectionFrame } from '../DemoSectionFrame';
import { demoFormProps } from './demo-form-texts';
import type { SectionProps } from './section-props';

/** Mediterranean Motors: sign up for a track day (a demo form: nothing is sent). */
export async function TrackDay({ dealer, locale }: SectionProps) {
  const t = await getTranslations({ locale, namespace: 'Demo.mediterranean-motors.track' });
  const form = await demoFormProps(dealer, locale);
  return (
    <DemoSectionFrame id="track" heading={t('heading')} lead={t('lead')} tone="dark">
      <div className="max-w-3xl">
        <DemoForm
          {...form}
          submitLabel={t('submit')}
          fields={[
            { id: 'name', label: t('name'), type: 'text', autoComplete: 'name', required: true },
            {
              id: 'email',
              label: t('email'),
              type: 'email',
              autoComplete: 'email',
              required: true,
            },
            { id: 'phone', label: t('phone'), type: 'tel', autoComplete: 'tel' },
            {
              id: 'experience',
              label: t('experience'),
              type: 'select',
              options: [
                { value: 'first', label: t('experienceFirst') },
                { value: 'some', label: t('experienceSome') },
                { value: 'racer', label: t('experienceRacer') },
              ],
            },
            {
              id: 'car',
              label: t('car'),
              type: 'select',
              options: [
                { value: 'own', label: t('ownCar') },
                ...dealer.inventory.map((c) => ({ value: c.id, label: `${c.brand} ${c.model}` })),
              ],
            },
            {
              id: 'session',
              label: t('session'),
              type: 'select',
              options: [
                { value: 'morning', label: t('sessionMorning') },
                { value: 'afternoon', label: t('sessionAfternoon') },
              ],
            },
          ]}
        />
      </div>
    </DemoSectionFrame>
  );
}
