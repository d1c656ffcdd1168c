import { getTranslations } from 'next-intl/server';
import { Monitor, Smartphone, Tablet } from '@/components/ui/icons';
import type { Locale } from '@/i18n/routing';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { devicesPicture } from '@/components/illustrations/devices-picture';
import { HomeSection } from './HomeSection';

const devices = [
  { id: 'desktop', icon: Monitor },
  { id: 'tablet', icon: Tablet },
  { id: 'mobile', icon: Smartphone },
] as const;

/** The Mobile Experience Centre banner: the same site on desktop, tablet and phone. */
export async function DeviceShowcase({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HomeDevices' });
  return (
    <HomeSection id="devices">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-navy-900 to-navy-700 p-8 text-white sm:p-12">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 size-72 rounded-full bg-brand-600/30 blur-3xl"
        />
        <div className="relative grid items-center gap-10 lg:grid-cols-[1fr_1.1fr]">
          <div>
            <SectionHeading
              id="devices-title"
              tone="dark"
              align="left"
              eyebrow={t('eyebrow')}
              title={t('title')}
              lead={t('lead')}
            />
            <ul className="mt-8 grid gap-5 sm:grid-cols-3 lg:grid-cols-1">
              {devices.map(({ id, icon: Icon }) => (
                <li key={id} className="flex gap-4">
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white/10 text-amber-cta">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <div>
                    <h3 className="font-bold text-white">{t(`devices.${id}.title`)}</h3>
                    <p className="mt-0.5 text-sm text-slate-300">{t(`devices.${id}.text`)}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <figure>
            {/* A picture, not inline SVG (components/illustrations/draw-devices.tsx says why); a
                plain <img>: next/image's client component would add 6 KB of script to the page
                for a file that needs no resizing. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              {...devicesPicture}
              alt=""
              loading="lazy"
              decoding="async"
              className="h-auto w-full"
            />
            <figcaption className="sr-only">{t('illustration')}</figcaption>
          </figure>
        </div>
      </div>
    </HomeSection>
  );
}
