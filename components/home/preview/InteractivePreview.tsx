import { getMessages, getTranslations } from 'next-intl/server';
import { Monitor, Pause, Play, Smartphone, Tablet } from '@/components/ui/icons';
import type { Locale } from '@/i18n/routing';
import { formatGbp, formatNumber } from '@/lib/format';
import { previewSlides, previewVehicles } from '@/lib/content/preview-demo';
import { colourPresets } from '@/lib/preview/preview-settings';
import { Car } from '@/components/illustrations/Car';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { HomeSection } from '../HomeSection';
import { MockServices, MockTestimonial, MockVehicleCard } from './MockParts';
import { PreviewStudio } from './PreviewStudio';
import { previewLabels } from './preview-types';

const icon = 'size-4';

/** Section 8: the interactive preview. Strings and artwork come from here; state lives in the island. */
export async function InteractivePreview({ locale }: { locale: Locale }) {
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'HomePreview' }),
    getMessages({ locale }),
  ]);
  const { defaults, mock } = messages.HomePreview;

  return (
    <HomeSection id="preview" tone="slate">
      <SectionHeading
        id="preview-title"
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
      />
      <PreviewStudio
        labels={previewLabels(messages.HomePreview)}
        initial={{ ...defaults, primaryColor: colourPresets[0].hex }}
        slots={{
          slides: previewSlides.map((slide) => ({
            id: slide.id,
            caption: t(`mock.slides.${slide.id}`),
            art: <Car shape={slide.shape} paint={slide.paint} className="h-auto w-full max-w-64" />,
          })),
          vehicles: previewVehicles.map((vehicle) => (
            <MockVehicleCard
              key={vehicle.id}
              vehicle={vehicle}
              details={`${vehicle.year} · ${t('mock.mileage', { km: formatNumber(vehicle.km, locale) })}`}
              price={formatGbp(vehicle.price, locale)}
            />
          )),
          services: <MockServices labels={mock.serviceItems} />,
          testimonial: (
            <MockTestimonial quote={t('mock.testimonial')} author={t('mock.testimonialAuthor')} />
          ),
          deviceIcons: {
            desktop: <Monitor aria-hidden="true" className={icon} />,
            tablet: <Tablet aria-hidden="true" className={icon} />,
            mobile: <Smartphone aria-hidden="true" className={icon} />,
          },
          pauseIcon: <Pause aria-hidden="true" className={icon} />,
          playIcon: <Play aria-hidden="true" className={icon} />,
        }}
      />
    </HomeSection>
  );
}
