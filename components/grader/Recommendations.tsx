import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { CheckResult } from '@/lib/analysis/checks/all-checks';
import { analysisTexts } from '@/lib/analysis/present';
import type { ScriptOnlyContent } from '@/lib/analysis/checks-as-seen';
import { pointsLost, prioritisedIssues } from '@/lib/analysis/scoring';

const shown = 10;

function impact(check: CheckResult): 'high' | 'medium' | 'low' {
  const lost = pointsLost(check);
  if (lost >= 6) return 'high';
  return lost >= 3 ? 'medium' : 'low';
}

const impactClass = {
  high: 'bg-red-50 text-red-800 ring-red-200',
  medium: 'bg-amber-50 text-amber-800 ring-amber-200',
  low: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/**
 * The fixes that would raise the score most, in that order; first, when the phone found part
 * of the page made only by its scripts, that (search engines and link previews miss it).
 */
export async function Recommendations({
  locale,
  checks,
  scriptOnly,
}: {
  locale: Locale;
  checks: CheckResult[];
  scriptOnly: ScriptOnlyContent | null;
}) {
  const [t, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'WebsiteGrader.report' }),
    analysisTexts(locale),
  ]);
  const fixes = prioritisedIssues(checks).slice(0, scriptOnly ? shown - 1 : shown);
  const finding = scriptOnly ? texts.scriptOnly(scriptOnly) : null;
  const first = finding ? 2 : 1;
  return (
    <section aria-labelledby="report-recommendations">
      <h2 id="report-recommendations" className="text-2xl font-extrabold text-navy-900">
        {t('recommendationsTitle')}
      </h2>
      <p className="mt-1 text-slate-600">{t('recommendationsLead')}</p>
      {fixes.length === 0 && !finding ? (
        <p className="mt-4 font-medium text-emerald-700">{t('noRecommendations')}</p>
      ) : (
        <ol className="mt-5 grid gap-3">
          {finding ? (
            <li className="flex gap-4 rounded-xl border border-red-200 bg-white p-4">
              <span className="tabular flex size-8 shrink-0 items-center justify-center rounded-full bg-navy-900 font-bold text-white">
                1
              </span>
              <div>
                <p className="flex flex-wrap items-center gap-2 font-semibold text-navy-900">
                  {finding.title}
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${impactClass.high}`}
                  >
                    {t('impact.high')}
                  </span>
                </p>
                <p className="mt-1 text-slate-700">{finding.text}</p>
              </div>
            </li>
          ) : null}
          {fixes.map((check, index) => {
            const level = impact(check);
            return (
              <li
                key={check.id}
                className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4"
              >
                <span className="tabular flex size-8 shrink-0 items-center justify-center rounded-full bg-navy-900 font-bold text-white">
                  {index + first}
                </span>
                <div>
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-navy-900">
                    {texts.label(check)}
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${impactClass[level]}`}
                    >
                      {t(`impact.${level}`)}
                    </span>
                    <span className="text-xs font-medium text-slate-600">
                      {texts.category(check.category)}
                    </span>
                  </p>
                  <p className="mt-1 text-slate-700">{texts.fix(check)}</p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
