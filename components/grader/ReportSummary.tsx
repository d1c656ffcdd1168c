import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { analysisTexts } from '@/lib/analysis/present';
import { graderBand, type AnalysisScores } from '@/lib/analysis/scoring';
import { ScoreRing } from './ScoreRing';
import { bandTone, provisionalTone } from './tones';

const fiveScores = ['speed', 'mobile', 'security', 'seo', 'ux'] as const;

/**
 * The overall score, its verdict, and the five scores it is the average of; `speedNote` says
 * where the Speed score comes from (the phone measurement, PageSpeed or the HTML download).
 * While the phone measurement is still to come the scores are `provisional`: grey, and no
 * verdict, since Speed and with it the overall will change.
 */
export async function ReportSummary({
  locale,
  scores,
  speedNote,
  provisional,
  morePages = false,
}: {
  locale: Locale;
  scores: AnalysisScores;
  speedNote: string;
  provisional: boolean;
  /** Pages beside the home page are measured on the phone too: the note names them. */
  morePages?: boolean;
}) {
  const [t, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'WebsiteGrader.report' }),
    analysisTexts(locale),
  ]);
  const { overall } = scores;
  const band = graderBand(overall);
  return (
    <section
      aria-labelledby="report-overall"
      className="grid gap-8 rounded-card border border-slate-200 bg-white p-6 shadow-sm sm:p-8 md:grid-cols-[auto_1fr] md:items-center"
    >
      <div className="flex flex-col items-center text-center">
        <h2 id="report-overall" className="text-lg font-semibold text-navy-900">
          {t('overall')}
        </h2>
        <div className="mt-3">
          <ScoreRing score={overall} label={t('outOf')} provisional={provisional} />
        </div>
        {provisional ? (
          <p className="mt-3 max-w-56 font-semibold text-slate-700">
            {t(morePages ? 'provisionalPages' : 'provisional')}
          </p>
        ) : (
          <p className={`mt-3 text-xl font-bold ${bandTone[band].text}`}>{t(`bands.${band}`)}</p>
        )}
      </div>
      <div>
        <h3 className="text-lg font-bold text-navy-900">{t('breakdownTitle')}</h3>
        <dl className="mt-4 grid gap-3">
          {fiveScores.map((name) => {
            const score = scores[name];
            const tone =
              provisional && name === 'speed' ? provisionalTone : bandTone[graderBand(score)];
            return (
              <div key={name} className="grid grid-cols-[9rem_1fr_2.5rem] items-center gap-3">
                <dt className="text-sm text-slate-700">{texts.score(name)}</dt>
                <dd className="contents">
                  <span aria-hidden="true" className="h-2.5 rounded-full bg-slate-200">
                    <span
                      className={`block h-2.5 rounded-full ${tone.bar}`}
                      style={{ width: `${score}%` }}
                    />
                  </span>
                  <span className="tabular text-right font-semibold text-navy-900">{score}</span>
                </dd>
              </div>
            );
          })}
        </dl>
        <p className="mt-4 text-sm text-slate-600">{t('breakdownNote')}</p>
        <p className="mt-1 text-sm text-slate-600">{speedNote}</p>
      </div>
    </section>
  );
}
