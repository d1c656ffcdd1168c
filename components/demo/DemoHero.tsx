import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { DemoDealer } from '@/lib/content/demo-dealers/dealer-types';
import { CarIllustration } from './CarIllustration';
import { demoAccentButton, demoGhostButton, demoHeading } from './theme';

/** The dealer's hero: its promise in its own type, two calls to action and its hero car. */
export async function DemoHero({ dealer, locale }: { dealer: DemoDealer; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: `Demo.${dealer.slug}.hero` });
  return (
    <section className="relative overflow-hidden bg-(--demo-ink) text-white">
      <div className="container-page grid items-center gap-10 pt-10 pb-14 sm:pt-14 lg:grid-cols-[1fr_1.1fr] lg:pb-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-(--demo-accent)">{t('eyebrow')}</p>
          <h1
            className={`${demoHeading} mt-4 text-4xl leading-[1.08] sm:text-5xl lg:text-[3.5rem]`}
          >
            {t('title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-white/80">{t('text')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#inventory" className={demoAccentButton}>
              {t('primary')}
            </a>
            <a href={`#${dealer.heroTarget}`} className={demoGhostButton}>
              {t('secondary')}
            </a>
          </div>
        </div>
        <div className="relative">
          {/* A soft pool of the accent colour under the car (a gradient: cheaper than a blur). */}
          <div
            aria-hidden="true"
            className="absolute inset-x-0 bottom-0 h-2/3 bg-[radial-gradient(closest-side,var(--demo-accent),transparent)] opacity-20"
          />
          <CarIllustration
            body={dealer.heroCar.body}
            colour={dealer.heroCar.colour}
            className="relative h-auto w-full"
          />
        </div>
      </div>
    </section>
  );
}
