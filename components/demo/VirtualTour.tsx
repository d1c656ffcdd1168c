'use client';

import { useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { demoHeading } from './theme';

type Stop = { id: string; x: number; y: number; title: string; text: string };

/**
 * A walk round the hero car: numbered points on the drawing (placed on its 400 × 150 grid) and
 * previous/next buttons move between stops; the panel below describes the current one.
 */
export function VirtualTour({
  stops,
  children,
  texts,
}: {
  stops: readonly Stop[];
  /** The car drawing the points sit on. */
  children: ReactNode;
  /** `stepOf` contains {current} and {total}. */
  texts: { stepOf: string; previous: string; next: string };
}) {
  const [index, setIndex] = useState(0);
  const stop = stops[index] ?? stops[0];
  if (!stop) return null;
  const go = (delta: number) => setIndex((i) => (i + delta + stops.length) % stops.length);
  return (
    <div className="grid grid-cols-1 items-center gap-8 lg:grid-cols-[1.4fr_1fr]">
      <div className="relative rounded-(--demo-radius) bg-white/5 p-4 ring-1 ring-white/10 sm:p-8">
        <div className="relative">
          {children}
          <ul>
            {stops.map((s, i) => (
              <li
                key={s.id}
                className="absolute -translate-x-1/2 -translate-y-1/2"
                style={{ left: `${(s.x / 400) * 100}%`, top: `${(s.y / 150) * 100}%` }}
              >
                <button
                  type="button"
                  aria-pressed={i === index}
                  aria-label={`${i + 1}. ${s.title}`}
                  onClick={() => setIndex(i)}
                  className="grid size-9 place-items-center rounded-full border-2 border-white bg-(--demo-ink)/80 text-sm font-bold text-white shadow-lg transition-transform duration-150 hover:scale-110 aria-pressed:bg-(--demo-primary)"
                >
                  {i + 1}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div>
        <div aria-live="polite">
          <p className="text-sm font-semibold text-(--demo-accent)">
            {texts.stepOf
              .replace('{current}', String(index + 1))
              .replace('{total}', String(stops.length))}
          </p>
          <h3 className={`${demoHeading} mt-2 text-3xl`}>{stop.title}</h3>
          <p className="mt-3 text-white/80">{stop.text}</p>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => go(-1)}
            className="inline-flex min-h-11 items-center gap-1 rounded-(--demo-radius) border border-white/40 px-4 font-semibold hover:bg-white/10"
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            {texts.previous}
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            className="inline-flex min-h-11 items-center gap-1 rounded-(--demo-radius) bg-(--demo-primary) px-4 font-semibold text-(--demo-on-primary) hover:brightness-110"
          >
            {texts.next}
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
    </div>
  );
}
