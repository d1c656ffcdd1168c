import 'server-only';
import type { PrismaClient } from '@/lib/db/connection';
import type { BrowserResult } from '../browser/browser-result';
import type { MeasurementFailure } from '../browser/run';
import { measurementRepository } from './measurement-repository';
import { measurementView, type MedianSummary } from './status';

/** The phone screenshot an e-mail carries inline may weigh this much at most. */
export const mailImageMaxBytes = 100 * 1024;
/** While the e-mail waits for the measurement, it looks again this often. */
export const mailRecheckMs = 3_000;

export type MailImage = { bytes: Buffer; contentType: string; width: number; height: number };

/** What the grader's report e-mail can say about the phone measurement when it is sent. */
export type MailMeasurement =
  | { state: 'wait'; retryAt: Date }
  | { state: 'done'; result: BrowserResult; median: MedianSummary | null; image: MailImage | null }
  | { state: 'failed'; reason: MeasurementFailure }
  /** Still running when the e-mail could wait no longer. */
  | { state: 'late' };

/**
 * The report e-mail waits for the phone measurement, but only until `waitMs` after the visitor
 * asked for it: then it goes without, and says where to see it. The screenshot it carries is
 * the phone screen at the end of the load, or the filmstrip's last frame when that is too big.
 */
export async function measurementForMail(
  prisma: PrismaClient,
  reportId: string,
  { requestedAt, waitMs, now = new Date() }: { requestedAt: Date; waitMs: number; now?: Date },
): Promise<MailMeasurement> {
  const repository = measurementRepository(prisma);
  const view = await measurementView(prisma, await repository.forReport(reportId), { now });
  if (view.state === 'failed') return view;
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
    return { state: 'done', result: view.result, median: view.median, image };
  }
  const deadline = requestedAt.getTime() + waitMs;
  if (now.getTime() >= deadline) return { state: 'late' };
  return { state: 'wait', retryAt: new Date(Math.min(deadline, now.getTime() + mailRecheckMs)) };
}
