'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from '@/i18n/navigation';
import { useTexts } from '@/i18n/texts';
import type { MeasurementStatus } from '@/lib/analysis/measurements/status-json';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { useMeasurementStatus } from './useMeasurementStatus';

/**
 * The phone measurement's progress on a report: its place in the queue or that it is being
 * measured, a bar and an estimate, updated every two seconds. When it is done (or failed) the
 * page's server part is fetched again and shows the results in its place.
 */
export function MeasurementProgress({
  statusUrl,
  initial,
}: {
  statusUrl: string;
  initial: MeasurementStatus;
}) {
  const t = useTexts('GraderBrowser.progress');
  const router = useRouter();
  const status = useMeasurementStatus(statusUrl, initial) ?? initial;
  const refreshed = useRef(false);
  const finished = status.state === 'done' || status.state === 'failed';
  useEffect(() => {
    if (finished && !refreshed.current) {
      refreshed.current = true;
      router.refresh();
    }
  }, [finished, router]);

  const progress = finished ? 100 : status.progress;
  const eta = (seconds: number) =>
    seconds > 90 ? t('etaMinutes', { minutes: Math.round(seconds / 60) }) : t('eta', { seconds });
  const text =
    status.state === 'queued'
      ? `${t('queued', { position: status.position })} ${eta(status.etaSeconds)}`
      : status.state === 'measuring'
        ? `${t('measuring')} ${eta(status.etaSeconds)}`
        : status.state === 'done'
          ? t('finished')
          : t('failed');
  // Announced when the stage changes, not at every tick of the estimate.
  const stage =
    status.state === 'queued'
      ? t('queued', { position: status.position })
      : status.state === 'measuring'
        ? t('measuring')
        : text;
  return (
    <div>
      <ProgressBar label={t('label')} value={progress} valueText={text} />
      <p className="mt-2 text-slate-700" aria-hidden="true">
        {text}
      </p>
      <p className="sr-only" aria-live="polite">
        {stage}
      </p>
    </div>
  );
}
