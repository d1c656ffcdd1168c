'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTexts } from '@/i18n/texts';
import { useMeasurementStatus } from '@/components/grader/useMeasurementStatus';
import { toast } from '@/components/ui/toast';
import { BarChart3 } from '@/components/ui/icons';
import type { Locale } from '@/i18n/routing';
import { analyzeCompetitor } from '@/lib/analysis/analysis-actions';
import type { CompetitorView } from '@/lib/analysis/competitor-view';
import { measurementStatusHref } from '@/lib/analysis/report-paths';
import type { CompetitorLabels } from './CompetitorResult';
import { addressFieldClass } from '@/components/forms/field-styles';
import { ProgressBar } from '@/components/ui/ProgressBar';

// Loaded with the first analysis (asked for when it starts, so it is there with the answer): the
// home page's visitors who never analyse do not download them.
const loadResult = () => import('./CompetitorResult');
const CompetitorResult = dynamic(() => loadResult().then((m) => m.CompetitorResult));
const PhoneComparison = dynamic(() => import('./PhoneComparison').then((m) => m.PhoneComparison));

/** The progress the visitor sees while the server works: one step every 800 ms, then 100. */
const progressSteps = [15, 30, 45, 60, 75, 90];
const stepMs = 800;

export function CompetitorAnalysisForm({
  locale,
  labels,
}: {
  locale: Locale;
  labels: CompetitorLabels;
}) {
  const t = useTexts('GraderBrowser.compare');
  const [progress, setProgress] = useState<number | null>(null);
  const [view, setView] = useState<CompetitorView | null>(null);
  const [own, setOwn] = useState<CompetitorView | null>(null);
  // Each site's phone measurement, followed until it is in.
  const theirs = useMeasurementStatus(view ? measurementStatusHref(view.reportId) : null, null);
  const yours = useMeasurementStatus(own ? measurementStatusHref(own.reportId) : null, null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const stopTimer = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(() => stopTimer, []);
  const analyzing = progress !== null && progress < 100;

  async function analyse(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (analyzing) return;
    // The fields as the visitor left them: read from the form, not from React's state, so that
    // an address typed before the page's scripts had loaded (they load after the first paint)
    // is kept rather than answered with "URL required".
    const fields = new FormData(event.currentTarget);
    const url = String(fields.get('url') ?? '');
    const ownUrl = String(fields.get('ownUrl') ?? '');
    if (!url.trim()) {
      toast.error(labels.urlRequiredTitle, { description: labels.urlRequiredText });
      return;
    }
    setView(null);
    setOwn(null);
    void loadResult();
    let step = 0;
    setProgress(progressSteps[0]!);
    timer.current = setInterval(() => {
      step = Math.min(step + 1, progressSteps.length - 1);
      setProgress(progressSteps[step]!);
    }, stepMs);
    try {
      const form = new FormData();
      for (const [name, value] of Object.entries({ locale, url, ownUrl })) form.set(name, value);
      const outcome = await analyzeCompetitor(null, form);
      if (!outcome) throw new Error('no answer');
      stopTimer();
      if (outcome.ok) {
        setProgress(100);
        setView(outcome.view);
        setOwn(outcome.own);
        if (outcome.ownError) {
          toast.error(labels.failedTitle, { description: `${ownUrl}: ${outcome.ownError}` });
        }
      } else {
        setProgress(null);
        toast.error(labels.failedTitle, { description: failureText(outcome) });
      }
    } catch {
      stopTimer();
      setProgress(null);
      toast.error(labels.failedTitle, { description: labels.failedText });
    }
  }

  /**
   * Under the title "Analysis Failed", why: a refused address, a timeout, a misspelt name each
   * say what to do about it. The spec's "Failed to analyse website. Please check the URL and
   * try again." only when there is no reason to give: put before a reason it said the same
   * thing twice ("check the URL… check the spelling…") or blamed the URL for a slow server.
   */
  function failureText(outcome: { message: string }) {
    return outcome.message || labels.failedText;
  }

  return (
    <div className="mx-auto mt-10 max-w-5xl">
      <form onSubmit={analyse} noValidate className="mx-auto max-w-2xl">
        <label htmlFor="competitor-url" className="block font-semibold text-navy-900">
          {labels.label}
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id="competitor-url"
            name="url"
            type="url"
            inputMode="url"
            placeholder={labels.placeholder}
            readOnly={analyzing}
            className={addressFieldClass}
          />
        </div>
        <label htmlFor="competitor-own-url" className="mt-4 block font-semibold text-navy-900">
          {t('yourLabel')}
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id="competitor-own-url"
            name="ownUrl"
            type="url"
            inputMode="url"
            placeholder={t('yourPlaceholder')}
            readOnly={analyzing}
            className={addressFieldClass}
          />
          <button
            type="submit"
            disabled={analyzing}
            className="btn btn-primary min-h-12 px-6 disabled:opacity-60"
          >
            <BarChart3 aria-hidden="true" className="size-5" />
            {analyzing ? labels.submitting : labels.submit}
          </button>
        </div>
        {progress !== null ? (
          <div className="mt-4">
            <ProgressBar label={labels.progress} value={progress} quick />
            <p className="tabular mt-1 text-right text-sm text-slate-600" aria-hidden="true">
              {progress}%
            </p>
          </div>
        ) : null}
      </form>
      <div aria-live="polite">
        {view ? (
          <CompetitorResult
            view={view}
            labels={labels}
            locale={locale}
            measuredOverall={theirs?.state === 'done' ? theirs.overall : null}
            phone={
              <PhoneComparison
                sites={[
                  ...(own
                    ? [{ name: own.competitorName, role: 'yours' as const, status: yours }]
                    : []),
                  { name: view.competitorName, role: 'theirs' as const, status: theirs },
                ]}
              />
            }
          />
        ) : null}
      </div>
    </div>
  );
}
