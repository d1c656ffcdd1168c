import 'server-only';
import type { PrismaClient } from '@/lib/db/connection';
import type { BrowserResult } from '../browser/browser-result';
import type { MeasurementFailure } from '../browser/run';
import { measurementRepository } from './measurement-repository';
import { isPending, type PageViews } from '../report-scores';
import { dealerPageMeasurements, measurementView, type MedianSummary } from './status';

/** The phone screenshot an e-mail carries inline may weigh this much at most. */
export const mailImageMaxBytes = 100 * 1024;
/** While the e-mail waits for the measurement, it looks again this often. */
export const mailRecheckMs = 3_000;

export type MailImage = { bytes: Buffer; contentType: string; width: number; height: number };

/** What the report e-mail says of the home page's phone measurement. */
export type HomeForMail =
  | { state: 'done'; result: BrowserResult; median: MedianSummary | null; image: MailImage | null }
  | { state: 'failed'; reason: MeasurementFailure }
  /** Still running when the e-mail could wait no longer. */
  | { state: 'late' };

/**
 * What the grader's report e-mail can say about the phone measurements when it is sent: the
 * home page's, and the dealer pages' as they stand (a page still measuring at the deadline is
 * named as such).
 */
export type MailMeasurement =
  { state: 'wait'; retryAt: Date } | (HomeForMail & { pages: PageViews });

/**
 * The report e-mail waits for the phone measurements (the home page's, and the stock list's and
 * car page's when they were queued), but only until `waitMs` after the visitor asked for it:
 * then it goes with what is in, and says where to see the rest. The screenshot it carries is
 * the phone screen at the end of the load, or the filmstrip's last frame when that is too big.
 */
export async function measurementForMail(
  prisma: PrismaClient,
  reportId: string,
  { requestedAt, waitMs, now = new Date() }: { requestedAt: Date; waitMs: number; now?: Date },
): Promise<MailMeasurement> {
  const repository = measurementRepository(prisma);
  const [view, pages] = await Promise.all([
    repository.forReport(reportId).then((row) => measurementView(prisma, row, { now })),
    dealerPageMeasurements(prisma, reportId, { now }),
  ]);
  const deadline = requestedAt.getTime() + waitMs;
  if ([view, ...Object.values(pages)].some(isPending) && now.getTime() < deadline) {
    return { state: 'wait', retryAt: new Date(Math.min(deadline, now.getTime() + mailRecheckMs)) };
  }
  if (view.state === 'failed') return { ...view, pages };
  if (view.state === 'done') {
    const candidates = [view.result.screenshot, view.result.filmstrip.at(-1)].filter(
      (image) => image !== null && image !== undefined,
    );
    let image: MailImage | null = null;
    for (const candidate of candidates) {
      const stored = await repository.image(candidate.id);
      if (stored && stored.bytes.length <= mailImageMaxBytes) {
        image = {
          bytes: Buffer.from(stored.bytes),
          contentType: stored.contentType,
          width: candidate.width,
          height: candidate.height,
        };
        break;
      }
    }
    return { state: 'done', result: view.result, median: view.median, image, pages };
  }
  return { state: 'late', pages };
}
