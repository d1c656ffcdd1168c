import 'server-only';
import type { Locale } from '@/i18n/routing';
import { measurementFormat } from '@/lib/analysis/browser/measurement-format';
import { labMetrics, rate, type Rating } from '@/lib/analysis/browser/vitals';
import type { MailMeasurement } from '@/lib/analysis/measurements/for-mail';
import { headlineRun } from '@/lib/analysis/report-scores';
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
): { block: PhoneBlockProps; attachments: MailAttachment[] } {
  const t = emailTranslator(locale, 'GraderBrowser');
  const base = { title: t('email.title'), intro: t('email.intro', { host }) };
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
