import { getMessages } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { compileTexts } from '@/i18n/compiled-texts';
import { TextsProvider } from '@/i18n/texts';
import type { MeasurementView } from '@/lib/analysis/measurements/status';
import { MeasurementProgress } from './MeasurementProgress';

/**
 * A measurement's progress island with the texts it formats in the browser (compiled here on
 * the server): the home page's and each dealer page's.
 */
export async function LiveMeasurementProgress({
  locale,
  statusUrl,
  view,
}: {
  locale: Locale;
  statusUrl: string;
  view: Extract<MeasurementView, { state: 'queued' | 'measuring' }>;
}) {
  const messages = await getMessages({ locale });
  return (
    <TextsProvider
      locale={locale}
      texts={compileTexts({ GraderBrowser: { progress: messages.GraderBrowser.progress } })}
    >
      <MeasurementProgress statusUrl={statusUrl} initial={view} />
    </TextsProvider>
  );
}
