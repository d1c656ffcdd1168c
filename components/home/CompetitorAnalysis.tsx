import { getMessages } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { compileTexts } from '@/i18n/compiled-texts';
import { TextsProvider } from '@/i18n/texts';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { CompetitorAnalysisForm } from './CompetitorAnalysisForm';

/** Home section "Live Competitor Website Analysis": the analysis runs on the server. */
export async function CompetitorAnalysis({ locale, id }: { locale: Locale; id?: string }) {
  const { CompetitorAnalysis: labels, GraderBrowser: browser } = await getMessages({ locale });
  // What the phone comparison (a client island) says, and nothing more of the namespace.
  const { progress, compare, ratings, seconds, milliseconds } = browser;
  return (
    <section
      id={id}
      aria-labelledby="competitor-analysis-title"
      className="scroll-mt-20 bg-slate-50"
    >
      <div className="container-page py-16 sm:py-20">
        <SectionHeading
          id="competitor-analysis-title"
          eyebrow={labels.eyebrow}
          title={labels.title}
          lead={labels.lead}
        />
        <TextsProvider
          locale={locale}
          texts={compileTexts({
            GraderBrowser: { progress, compare, ratings, seconds, milliseconds },
          })}
        >
          <CompetitorAnalysisForm locale={locale} labels={labels} />
        </TextsProvider>
      </div>
    </section>
  );
}
