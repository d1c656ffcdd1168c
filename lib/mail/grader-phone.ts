import 'server-only';
import type { Locale } from '@/i18n/routing';
import { measurementFormat } from '@/lib/analysis/browser/measurement-format';
import { labMetrics, rate, type Rating } from '@/lib/analysis/browser/vitals';
import type { DealerPageFinding } from '@/lib/analysis/dealer/dealer-page-types';
import type { MailMeasurement } from '@/lib/analysis/measurements/for-mail';
import { headlineRun, isPending } from '@/lib/analysis/report-scores';
import { graderBand, type GraderBand } from '@/lib/analysis/scoring';
import { emailTranslator } from './messages';
import type { PhoneBlockProps } from './templates/PhoneMeasurementBlock';

/** The inline screenshot's Content-ID. */
export const phoneImageCid = 'phone-screenshot@autosites';

export type MailAttachment = {
  filename: string;
  content: Buffer;
  contentType: string;
  cid: string;
};

const ratingBand: Record<Rating, GraderBand> = {
  good: 'excellent',
  needsImprovement: 'good',
  poor: 'poor',
};

/** The stock list and car page as the e-mail names them, with what the phone made of each. */
export type MailDealerPages = {
  findings: DealerPageFinding[];
  /** "Stock list", "A car's page", in the visitor's language. */
  pageName: (role: DealerPageFinding['role']) => string;
  /** How Speed weighed the pages (null when it is the home page's alone). */
  speedNote: string | null;
};

function dealerPageLines(
  t: ReturnType<typeof emailTranslator>,
  measurement: Exclude<MailMeasurement, { state: 'wait' }>,
  dealer: MailDealerPages,
): PhoneBlockProps['pages'] {
  return dealer.findings.map((finding) => {
    const label = dealer.pageName(finding.role);
    const view = measurement.pages[finding.role];
    if (!finding.found) return { label, value: t('email.pageNotFound'), band: null };
    if (view?.state === 'done') {
      const score = headlineRun(view.result, view.median).score;
      return { label, value: t('email.pageScore', { score }), band: graderBand(score) };
    }
    if (isPending(view)) return { label, value: t('email.pagePending'), band: null };
    return { label, value: t('email.pageFailed'), band: null };
  });
}

/**
 * The report e-mail's phone measurement block and its inline screenshot: the Speed score and
 * each metric against Google's thresholds when the measurement is in; otherwise a sentence that
 * it was not ready (or why the browser could not measure) and where to see it.
 */
export function phoneBlock(
  locale: Locale,
  host: string,
  measurement: Exclude<MailMeasurement, { state: 'wait' }>,
  deadlineSeconds: number,
  /** The dealer pages, when the grader looked for them and the phone was to measure them. */
  dealer: MailDealerPages | null = null,
): { block: PhoneBlockProps; attachments: MailAttachment[] } {
  const t = emailTranslator(locale, 'GraderBrowser');
  const pages = dealer ? dealerPageLines(t, measurement, dealer) : [];
  const base = {
    title: t('email.title'),
    intro: t('email.intro', { host }),
    pagesTitle: t('email.pagesTitle'),
    pages,
    speedNote: dealer?.speedNote ?? null,
  };
  if (measurement.state !== 'done') {
    const note =
      measurement.state === 'late'
        ? t('email.pending')
        : t('email.failed', {
            reason: t(`failure.${measurement.reason}`, { seconds: deadlineSeconds }),
          });
    return { block: { ...base, image: null, score: null, metrics: [], note }, attachments: [] };
  }
  const format = measurementFormat(locale, (key, values) => t(key, values));
  const run = headlineRun(measurement.result, measurement.median);
  const image = measurement.image;
  const extension = image?.contentType === 'image/png' ? 'png' : 'jpg';
  return {
    block: {
      ...base,
      image: image
        ? {
            src: `cid:${phoneImageCid}`,
            alt: t('email.screenshotAlt', { host }),
            width: image.width,
            height: image.height,
          }
        : null,
      score: { label: t('score'), value: run.score, band: graderBand(run.score) },
      metrics: labMetrics.map((metric) => {
        const rating = rate(metric, run.values[metric]);
        return {
          label: `${t(`metrics.${metric}.name`)} (${metric.toUpperCase()})`,
          value: format.metric(metric, run.values[metric]),
          rating: t(`ratings.${rating}`),
          band: ratingBand[rating],
        };
      }),
      note: t('email.seeOnline'),
    },
    attachments: image
      ? [
          {
            filename: `phone.${extension}`,
            content: image.bytes,
            contentType: image.contentType,
            cid: phoneImageCid,
          },
        ]
      : [],
  };
}
