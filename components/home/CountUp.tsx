'use client';

import { useEffect, useRef, useState } from 'react';
import { countUpValue } from '@/lib/count-up';

/**
 * A dashboard figure that counts up once when it scrolls into view. The server HTML holds the
 * final figure (`final`, formatted on the server), so crawlers, no-JS visitors and people who
 * prefer reduced motion see the real number and nothing moves for them. A figure already on
 * screen when the page loads stays put, rather than dropping to 0 under the reader's eyes.
 * Screen readers get the final figure throughout: one may reach it without scrolling.
 */
export function CountUp({
  value,
  final,
  locale,
  options,
  suffix = '',
}: {
  value: number;
  final: string;
  locale: string;
  options: Intl.NumberFormatOptions;
  suffix?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  // null shows the server's final text; a number shows a step of the count.
  const [step, setStep] = useState<number | null>(null);

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
          else setStep(0);
          return;
        }
        if (entry.intersectionRatio < 0.5) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const current = countUpValue(value, now - start);
          if (current >= value) return setStep(null);
          setStep(current);
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
  }, [value]);

  if (step === null) return <span ref={ref}>{final}</span>;
  // While it waits or counts, assistive technology reads the real figure, not "0" or a step.
  return (
    <span ref={ref}>
      <span aria-hidden="true" data-count-up="">
        {new Intl.NumberFormat(locale, options).format(step)}
        {suffix}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
