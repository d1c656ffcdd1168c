'use client';

import { useEffect, useState } from 'react';
import type { MeasurementStatus } from '@/lib/analysis/measurements/status-json';

const pollMs = 2_000;

/**
 * A report's browser measurement as it moves along (queued → measuring → done or failed):
 * polls its status every two seconds until it is finished, slowing down while the server does
 * not answer. `null` url: nothing to follow.
 */
export function useMeasurementStatus(
  url: string | null,
  initial: MeasurementStatus | null,
): MeasurementStatus | null {
  const [status, setStatus] = useState(initial);
  const finished = status?.state === 'done' || status?.state === 'failed';
  useEffect(() => {
    if (!url || finished) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const poll = async () => {
      try {
        const response = await fetch(url, { cache: 'no-store' });
        if (!response.ok) throw new Error(String(response.status));
        const next = (await response.json()) as MeasurementStatus;
        failures = 0;
        if (!stopped) setStatus(next);
        if (next.state === 'done' || next.state === 'failed') return;
      } catch {
        failures += 1;
      }
      if (!stopped) timer = setTimeout(poll, pollMs * Math.min(8, 2 ** failures));
    };
    timer = setTimeout(poll, pollMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [url, finished]);
  return status;
}
