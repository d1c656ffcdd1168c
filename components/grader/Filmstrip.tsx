import Image from 'next/image';
import type { MeasuredImage } from '@/lib/analysis/browser/browser-result';
import { imageHref } from '@/lib/analysis/report-paths';

/** Lighthouse's frames of the load, each with the moment it shows. */
export function Filmstrip({
  title,
  note,
  frames,
  time,
}: {
  title: string;
  note: string;
  frames: MeasuredImage[];
  time: (ms: number) => string;
}) {
  if (frames.length === 0) return null;
  return (
    <section aria-labelledby="phone-filmstrip" className="mt-10">
      <h3 id="phone-filmstrip" className="text-xl font-bold text-navy-900">
        {title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{note}</p>
      {/* Swiped sideways on a phone, or scrolled with the arrow keys once focused (a strip that
          scrolls must take the keyboard's focus); the chat launcher steps aside while it is
          under it. */}
      <ol
        data-keep-clear
        tabIndex={0}
        aria-labelledby="phone-filmstrip"
        className="mt-4 flex gap-3 overflow-x-auto pb-2"
      >
        {frames.map((frame) => (
          <li key={frame.id} className="shrink-0 text-center">
            <Image
              unoptimized
              src={imageHref(frame.id)}
              width={frame.width}
              height={frame.height}
              alt=""
              loading="lazy"
              className="h-auto w-20 rounded border border-slate-200 sm:w-24"
            />
            <span className="tabular mt-1 block text-sm text-slate-700">
              {time(frame.timingMs)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
