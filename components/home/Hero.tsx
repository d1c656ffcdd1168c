import { getTranslations } from 'next-intl/server';
import { CheckCircle2 } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatFigure, type FigureId } from '@/lib/content/figures';
import { storyValues } from '@/lib/content/story';
import { DealerSiteIllustration } from './DealerSiteIllustration';
import { DemoVideo } from './DemoVideo';

const heroFigures: readonly FigureId[] = ['dealersHelped', 'clientLeadIncrease', 'yearsExperience'];
const featureKeys = ['results', 'languages', 'mobile', 'leads'] as const;

export async function Hero({ locale }: { locale: Locale }) {
  const [t, figure] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'Figures' }),
  ]);
  const values = storyValues(locale);
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-slate-50 to-white">
      <div className="container-page grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.05fr_1fr]">
        <div>
          <p className="text-sm font-semibold text-brand-700">{t('hero.eyebrow')}</p>
          <h1 className="mt-4 text-4xl font-extrabold text-navy-900 sm:text-5xl lg:text-6xl">
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-600">{t('hero.lead')}</p>
          <ul className="mt-6 grid gap-2.5 sm:grid-cols-2">
            {featureKeys.map((key) => (
              <li key={key} className="flex items-center gap-2 font-medium text-slate-700">
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-success" />
                {t(`hero.features.${key}`, values)}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            {/* Same-page anchors: the quote form and the packages grid are sections below. */}
            <a href="#quote" className="btn btn-cta">
              {t('hero.quoteCta')}
            </a>
            <Link href="/website-grader" className="btn btn-primary">
              {t('hero.analysisCta')}
            </Link>
            <a href="#packages" className="btn btn-outline">
              {t('hero.primaryCta')}
            </a>
          </div>
          <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4 border-t border-slate-200 pt-6">
            {heroFigures.map((id) => (
              <div key={id} data-figure={id} className="flex flex-col-reverse">
                <dt className="text-sm text-slate-600">{figure(id)}</dt>
                <dd className="tabular text-3xl font-extrabold text-navy-900 sm:text-4xl">
                  {formatFigure(id, locale)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <figure>
          <DemoVideo
            playLabel={t('demo.play')}
            comingSoon={t('demo.comingSoon')}
            comingSoonText={t('demo.comingSoonText')}
          >
            <DealerSiteIllustration screenTitle={t('demo.screenTitle')} />
          </DemoVideo>
          <figcaption className="sr-only">{t('demo.screenCaption')}</figcaption>
        </figure>
      </div>
    </section>
  );
}
