import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { SeenCheck } from '@/lib/analysis/checks-as-seen';
import { graderCategories, type AnalysisScores } from '@/lib/analysis/scoring';
import { CategoryCard } from './CategoryCard';

/** Each scored category with its checks, and security's checks, which are not scored. */
export async function ReportCategories({
  locale,
  checks,
  scores,
  performanceNote,
  provisional,
}: {
  locale: Locale;
  /** The report's checks as seen (reportScores). */
  checks: SeenCheck[];
  /** The report's scores (the phone measurement's Performance once it is in). */
  scores: AnalysisScores;
  /** Where the Performance score comes from. */
  performanceNote: string;
  /** The phone measurement is still to come: Performance (Speed) will change. */
  provisional: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'WebsiteGrader.report' });
  const checksOf = (category: string) => checks.filter((c) => c.category === category);
  return (
    <section aria-labelledby="report-categories" className="bg-white">
      <div className="container-page py-12">
        <h2 id="report-categories" className="text-2xl font-extrabold text-navy-900">
          {t('categoriesTitle')}
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {graderCategories.map((category) => (
            <CategoryCard
              key={category}
              locale={locale}
              category={category}
              score={scores.categories[category]}
              checks={checksOf(category)}
              note={category === 'performance' ? performanceNote : undefined}
              provisional={provisional && category === 'performance'}
            />
          ))}
          <CategoryCard
            locale={locale}
            category="security"
            score={null}
            checks={checksOf('security')}
            note={t('securityNote')}
          />
        </div>
      </div>
    </section>
  );
}
