'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import {
  previewContactMessage,
  previewDevices,
  previewTimings,
  type PreviewDevice,
  type PreviewSettings,
} from '@/lib/preview/preview-settings';
import { MockSite } from './MockSite';
import { PreviewControls } from './PreviewControls';
import type { PreviewLabels, PreviewSlots } from './preview-types';
import { useOnScreen, usePrefersReducedMotion, useRotation } from './usePreviewMotion';

const frames: Record<PreviewDevice, string> = {
  desktop: 'max-w-full rounded-xl border border-slate-300',
  tablet: 'max-w-[37.5rem] rounded-[1.75rem] border-[10px] border-navy-900',
  mobile: 'max-w-[21.25rem] rounded-[2rem] border-8 border-navy-900',
};

/** The interactive preview: settings on one side, the live mock site on the other. */
export function PreviewStudio({
  labels,
  initial,
  slots,
}: {
  labels: PreviewLabels;
  initial: PreviewSettings;
  slots: PreviewSlots;
}) {
  const [settings, setSettings] = useState(initial);
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const [flash, setFlash] = useState(false);
  // 'auto' follows prefers-reduced-motion; the button lets anyone pause or play (WCAG 2.2.2).
  const [motion, setMotion] = useState<'auto' | 'play' | 'pause'>('auto');
  const reduced = usePrefersReducedMotion();
  const running = motion === 'play' || (motion === 'auto' && !reduced);
  // Playing, as the button says; the timers tick only while the preview is on screen.
  const root = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(root);
  const ticking = running && onScreen;
  const slide = useRotation(slots.slides.length, previewTimings.slideMs, ticking);
  const highlights = Object.values(labels.highlights);
  const highlight = useRotation(highlights.length, previewTimings.highlightMs, ticking);
  const flashTimer = useRef(0);

  useEffect(() => () => window.clearTimeout(flashTimer.current), []);

  const update = useCallback((patch: Partial<PreviewSettings>) => {
    setSettings((current) => ({ ...current, ...patch }));
    setFlash(true);
    window.clearTimeout(flashTimer.current);
    flashTimer.current = window.setTimeout(() => setFlash(false), previewTimings.flashMs);
  }, []);

  const message = previewContactMessage(settings, labels.message);

  return (
    <div ref={root} className="mt-12 grid items-start gap-8 lg:grid-cols-[22rem_1fr]">
      <div className="space-y-5">
        <PreviewControls labels={labels} settings={settings} onChange={update} />
        <div className="rounded-card border border-amber-200 bg-amber-50 p-5">
          <Link href={{ pathname: '/contact', query: { message } }} className="btn btn-cta w-full">
            {labels.build}
          </Link>
          <p className="mt-2 text-center text-sm text-slate-700">{labels.buildNote}</p>
        </div>
      </div>

      <div className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div
            role="group"
            aria-label={labels.devicesLabel}
            className="grid w-full grid-cols-3 gap-1 rounded-xl bg-white p-1 ring-1 ring-slate-200 sm:flex sm:w-auto"
          >
            {previewDevices.map((name) => (
              <button
                key={name}
                type="button"
                aria-pressed={device === name}
                onClick={() => setDevice(name)}
                className="inline-flex min-h-11 min-w-0 flex-col items-center justify-center gap-0.5 rounded-lg px-1 py-1 text-xs font-semibold text-slate-700 aria-pressed:bg-navy-900 aria-pressed:text-white sm:flex-row sm:gap-2 sm:px-3 sm:py-0 sm:text-sm"
              >
                {slots.deviceIcons[name]}
                {labels.devices[name]}
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => setMotion(running ? 'pause' : 'play')}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {running ? slots.pauseIcon : slots.playIcon}
            {running ? labels.pause : labels.play}
          </button>
        </div>

        <figure
          aria-label={labels.previewLabel}
          data-device={device}
          className={`mx-auto mt-4 overflow-hidden bg-white shadow-xl shadow-navy-900/10 motion-safe:transition-[max-width,transform] motion-safe:duration-300 ${frames[device]} ${flash ? 'motion-safe:scale-[1.015]' : ''}`}
        >
          <MockSite
            labels={labels}
            settings={settings}
            device={device}
            slide={slide}
            slots={slots}
          />
        </figure>

        <div className="mt-5">
          <p className="text-center text-sm font-semibold text-slate-600">
            {labels.highlightsLabel}
          </p>
          <ul className="mt-2 flex flex-wrap justify-center gap-2">
            {highlights.map((text, index) => (
              <li
                key={text}
                className={`rounded-full px-3 py-1.5 text-sm font-medium ${index === highlight ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200'}`}
              >
                {text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
