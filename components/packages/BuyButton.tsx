'use client';

import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import type { Locale } from '@/i18n/routing';
import type { PackageId } from '@/lib/catalogue/packages';

/** The button's texts, translated on the server (see `buyButtonLabels`). */
export type BuyButtonLabels = {
  buy: string;
  processing: string;
  processingText: string;
  successTitle: string;
  successText: string;
  errorTitle: string;
  failedToCreate: string;
  noResponse: string;
  noUrl: string;
  failedToStart: string;
  unavailableTitle: string;
};

type Props = {
  packageId: PackageId;
  locale: Locale;
  labels: BuyButtonLabels;
  /** Said after the visible label, e.g. "Advance package, opens secure payment in a new tab". */
  srDescription: string;
  /** The quote form naming the package, offered when online payment is off. */
  quoteHref: string;
  quoteLabel: string;
  className?: string;
};

type CheckoutAnswer = { url?: unknown; error?: unknown; code?: unknown };

/**
 * Buys a package: asks the server for a Stripe Checkout page (only the package id travels; the
 * server owns the price) and opens it in a new tab, or in this tab when a pop-up blocker says
 * no. When payments are not configured (503), it offers the quote form instead.
 */
export function BuyButton(props: Props) {
  const { labels } = props;
  const [state, setState] = useState<'idle' | 'processing' | 'unavailable'>('idle');
  const busy = useRef(false);
  const quoteLink = useRef<HTMLAnchorElement>(null);
  const toastId = `checkout-${props.packageId}`;

  // Once the quote link is on the page (after React's commit, however slow the machine), the
  // keyboard moves to it.
  useEffect(() => {
    if (state === 'unavailable') quoteLink.current?.focus();
  }, [state]);

  const fail = (reason: string) => {
    toast.error(labels.errorTitle, { id: toastId, description: reason });
    setState('idle');
  };

  async function buy() {
    if (busy.current) return;
    busy.current = true;
    setState('processing');
    toast.loading(labels.processing, { id: toastId, description: labels.processingText });
    try {
      const answer = await requestCheckout(props.packageId, props.locale);
      if (answer === 'network') return fail(labels.failedToStart);
      const { status, body } = answer;
      if (!body) return fail(labels.noResponse);
      if (status === 503 && body.code === 'payments_unavailable') {
        toast.info(labels.unavailableTitle, { id: toastId, description: String(body.error) });
        setState('unavailable');
        return;
      }
      if (status < 200 || status >= 300) {
        return fail(typeof body.error === 'string' ? body.error : labels.failedToCreate);
      }
      if (typeof body.url !== 'string' || !/^https?:\/\//.test(body.url)) {
        return fail(labels.noUrl);
      }
      toast.success(labels.successTitle, { id: toastId, description: labels.successText });
      openCheckout(body.url);
      setState('idle');
    } catch {
      fail(labels.failedToStart);
    } finally {
      busy.current = false;
    }
  }

  const processing = state === 'processing';
  const label = processing ? labels.processing : labels.buy;
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        onClick={buy}
        // aria-disabled, not disabled: the button keeps keyboard focus while it works.
        aria-disabled={processing}
        // The visible label first (what voice control users say), then which package it buys.
        aria-label={`${label}, ${props.srDescription}`}
        className={`btn btn-primary w-full aria-disabled:cursor-wait aria-disabled:opacity-75 ${props.className ?? ''}`}
      >
        {label}
      </button>
      {state === 'unavailable' ? (
        <a ref={quoteLink} href={props.quoteHref} className="btn btn-outline w-full">
          {props.quoteLabel}
        </a>
      ) : null}
    </div>
  );
}

async function requestCheckout(
  packageId: PackageId,
  locale: Locale,
): Promise<'network' | { status: number; body: CheckoutAnswer | null }> {
  // One id per click: if this request is ever sent twice, Stripe returns the same session.
  const attemptId = globalThis.crypto?.randomUUID?.();
  let response: Response;
  try {
    response = await fetch('/api/checkout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ packageId, locale, attemptId }),
    });
  } catch {
    return 'network';
  }
  const body = (await response.json().catch(() => null)) as CheckoutAnswer | null;
  return { status: response.status, body: body && typeof body === 'object' ? body : null };
}

/** A new tab; if a pop-up blocker refuses it, this tab goes to the payment page instead. */
function openCheckout(url: string) {
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  else window.location.assign(url);
}
