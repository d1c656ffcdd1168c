import { getTranslations } from 'next-intl/server';
import { tourStops } from '@/lib/content/demo-dealers/mediterranean-motors';
import { CarIllustration } from '../CarIllustration';
import { DemoSectionFrame } from '../DemoSectionFrame';
import { VirtualTour } from '../VirtualTour';
import type { SectionProps } from './section-props';

/** Mediterranean Motors: a virtual walk round its hero car. */
export async function Tour({ dealer, locale }: SectionProps) {
  const t = await getTranslations({ locale, namespace: 'Demo.mediterranean-motors.tour' });
  return (
    <DemoSectionFrame id="tour" heading={t('heading')} lead={t('lead')} tone="dark">
      <VirtualTour
        stops={tourStops.map((s) => ({ ...s, title: t(`${s.id}.title`), text: t(`${s.id}.text`) }))}
        texts={{
          stepOf: t.raw('stepOf') as string,
          previous: t('previous'),
          next: t('next'),
        }}
      >
        <CarIllustration body={dealer.heroCar.body} colour={dealer.heroCar.colour} />
      </VirtualTour>
    </DemoSectionFrame>
  );
}
