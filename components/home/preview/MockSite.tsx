'use client';

import type { CSSProperties } from 'react';
import { readableInk } from '@/lib/preview/hex-color';
import {
  vehiclesShown,
  type PreviewDevice,
  type PreviewSettings,
} from '@/lib/preview/preview-settings';
import type { PreviewLabels, PreviewSlots } from './preview-types';

/**
 * The dealership site the visitor is designing, drawn from their settings. It is a picture of
 * a website, not a website: no headings, links or buttons, so it adds no dead tab stops and
 * leaves the page's outline alone. The brand colour reaches the server-rendered parts through
 * the --dealer and --dealer-ink custom properties.
 */
export function MockSite({
  labels,
  settings,
  device,
  slide,
  slots,
}: {
  labels: PreviewLabels;
  settings: PreviewSettings;
  device: PreviewDevice;
  slide: number;
  slots: PreviewSlots;
}) {
  const mock = labels.mock;
  const brand = {
    '--dealer': settings.primaryColor,
    '--dealer-ink': readableInk(settings.primaryColor),
  } as CSSProperties;
  const name = settings.dealerName.trim() || '…';
  return (
    <div style={brand} className="@container bg-white text-[0.8125rem] leading-snug text-navy-900">
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
        <span
          aria-hidden="true"
          className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-(--dealer) font-bold text-(--dealer-ink)"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <p className="min-w-0 flex-1 truncate font-bold" data-testid="mock-dealer-name">
          {name}
        </p>
        <p className="hidden gap-4 text-slate-600 @lg:flex">
          <span>{mock.nav.cars}</span>
          <span>{mock.nav.finance}</span>
          <span>{mock.nav.contact}</span>
        </p>
        {settings.phone ? (
          <span className="hidden rounded-full bg-(--dealer) px-3 py-1 font-semibold text-(--dealer-ink) @sm:inline">
            {settings.phone}
          </span>
        ) : null}
      </div>

      <div className="relative overflow-hidden bg-(--dealer) px-5 py-6 text-(--dealer-ink) @xl:py-8">
        <div className="relative z-10 max-w-[55%] @max-sm:max-w-none">
          <p className="text-lg font-extrabold @xl:text-2xl">{settings.tagline || name}</p>
          <p className="mt-1 opacity-90">{slots.slides[slide]?.caption}</p>
          <span className="mt-3 inline-block rounded-full bg-amber-cta px-3 py-1.5 font-semibold text-navy-900">
            {mock.browse}
          </span>
        </div>
        <div className="relative mt-3 h-24 @sm:absolute @sm:inset-y-0 @sm:right-3 @sm:mt-0 @sm:h-auto @sm:w-[45%]">
          {slots.slides.map((item, index) => (
            <div
              key={item.id}
              aria-hidden={index !== slide}
              className={`absolute inset-0 flex items-center justify-center motion-safe:transition-opacity motion-safe:duration-300 ${index === slide ? 'opacity-100' : 'opacity-0'}`}
            >
              {item.art}
            </div>
          ))}
        </div>
        <p aria-hidden="true" className="relative z-10 mt-3 flex gap-1.5">
          {slots.slides.map((item, index) => (
            <span
              key={item.id}
              className={`h-1.5 rounded-full bg-current ${index === slide ? 'w-5' : 'w-1.5 opacity-50'}`}
            />
          ))}
        </p>
      </div>

      <div className="space-y-5 px-4 py-5">
        <div>
          <p className="font-bold">{mock.featured}</p>
          <ul
            aria-label={mock.featured}
            className="mt-2 grid grid-cols-2 gap-2 @lg:gap-3 @2xl:grid-cols-4"
          >
            {slots.vehicles.slice(0, vehiclesShown(device)).map((vehicle, index) => (
              <li key={index}>{vehicle}</li>
            ))}
          </ul>
        </div>
        <div>
          <p className="font-bold">{mock.services}</p>
          {slots.services}
        </div>
        {slots.testimonial}
        <div className="grid gap-1 rounded-xl bg-slate-50 p-3 @sm:grid-cols-3">
          <p className="font-bold @sm:col-span-3">{mock.contact}</p>
          {(['phone', 'address', 'email'] as const).map((key) =>
            settings[key] ? (
              <p key={key} className="min-w-0 break-words">
                <span className="text-slate-600">{labels.fields[key]}: </span>
                {settings[key]}
              </p>
            ) : null,
          )}
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2 bg-(--dealer) px-4 py-4 text-(--dealer-ink)">
        <p className="font-bold">{mock.cta}</p>
        <span className="rounded-full bg-amber-cta px-3 py-1.5 font-semibold text-navy-900">
          {mock.ctaButton}
        </span>
      </div>
    </div>
  );
}
