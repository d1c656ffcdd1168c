import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { SeenCheck } from '@/lib/analysis/checks-as-seen';
import type { CheckCategory } from '@/lib/analysis/checks/check-types';
import { analysisTexts } from '@/lib/analysis/present';
import { graderBand } from '@/lib/analysis/scoring';
import { CheckItem } from './CheckItem';
import { bandTone, provisionalTone } from './tones';

/** One category of the report: its score (if it has one), the issues found, what passed. */
export async function CategoryCard({
  locale,
  category,
  score,
  checks,
  note,
  provisional = false,
}: {
  locale: Locale;
  category: CheckCategory;
  score: number | null;
  checks: SeenCheck[];
  note?: string;
  /** The score will change when the phone measurement is in: grey, and said so. */
  provisional?: boolean;
}) {
  const [t, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'WebsiteGrader.report' }),
    analysisTexts(locale),
  ]);
  const issues = checks.filter((check) => check.status !== 'pass');
  const passed = checks.filter((check) => check.status === 'pass');
  const headingId = `category-${category}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-card border border-slate-200 bg-white p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <h3 id={headingId} className="text-xl font-bold text-navy-900">
          {texts.category(category)}
        </h3>
        {score !== null ? (
          <p
            className={`tabular text-right text-3xl font-extrabold ${(provisional ? provisionalTone : bandTone[graderBand(score)]).text}`}
          >
            {score}
            <span className="text-base font-semibold text-slate-600">/100</span>
            {provisional ? (
              <span className="block text-sm font-semibold text-slate-600">
                {t('provisionalShort')}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
      {note ? <p className="mt-1 text-sm text-slate-600">{note}</p> : null}
      <p className="mt-4 text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {t('issuesFound')}
      </p>
      {issues.length > 0 ? (
        <ul className="mt-2 grid gap-3">
          {issues.map((check) => (
            <CheckItem
              key={check.id}
              status={check.status}
              statusLabel={texts.status(check.status)}
              label={texts.label(check)}
              evidence={texts.evidence(check)}
              note={check.seen === 'rendered' ? t('seenRendered') : undefined}
            />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-600">{t('noIssues')}</p>
      )}
      {passed.length > 0 ? (
        <details className="mt-4 border-t border-slate-200 pt-3">
          <summary className="cursor-pointer font-medium text-emerald-700">
            {t('passed', { count: passed.length })}
          </summary>
          <ul className="mt-3 grid gap-3">
            {passed.map((check) => (
              <CheckItem
                key={check.id}
                status="pass"
                statusLabel={texts.status('pass')}
                label={texts.label(check)}
                evidence={texts.evidence(check)}
                note={check.seen === 'rendered' ? t('seenRendered') : undefined}
              />
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
