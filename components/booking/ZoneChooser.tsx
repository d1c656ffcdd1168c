'use client';

import { fillTemplate } from '@/lib/format';
import type { Locale } from '@/i18n/routing';
import { zoneName } from '@/lib/booking/format-slot';
import { zoneField } from '@/lib/leads/fields';
import { useShownZone } from './useShownZone';

/**
 * Which zone the times are in, and a menu to choose another: a plain GET form, so it works
 * without JavaScript. The sentence that names the shown zone keeps two lines' height when the
 * browser's zone replaces the server's, so nothing below it moves. The names of the zones it
 * offers come from the server: a phone hydrating the page formats none of them.
 */
export function ZoneChooser({
  serverZone,
  chosen,
  officeZone,
  zones,
  names,
  locale,
  action,
  day,
  texts,
}: {
  serverZone: string;
  chosen: boolean;
  officeZone: string;
  /** The zones the menu offers (the office's first). */
  zones: string[];
  /** Each offered zone's name and the office's, in the page's language (zoneName). */
  names: Record<string, string>;
  locale: Locale;
  action: string;
  day?: string;
  texts: { shown: string; office: string; label: string; submit: string };
}) {
  const zone = useShownZone(serverZone, chosen);
  const nameOf = (option: string) => names[option] ?? zoneName(option, locale, new Date());
  const options = zones.includes(zone) ? zones : [...zones, zone];
  return (
    <form method="get" action={action} className="flex flex-wrap items-end gap-3">
      <div className="w-full text-slate-700">
        {/* Two lines (of its own line height) kept for the zone that changes. */}
        <p className="min-h-[2lh]">{fillTemplate(texts.shown, 'zone', nameOf(zone))}</p>
        <p>{fillTemplate(texts.office, 'zone', nameOf(officeZone))}</p>
      </div>
      <label className="grid w-full gap-1.5 text-sm font-semibold text-navy-900 sm:w-auto">
        {texts.label}
        <select
          key={zone}
          name={zoneField}
          defaultValue={zone}
          className="min-h-11 w-full min-w-0 rounded-xl border border-slate-500 bg-white px-3 text-base font-normal"
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {nameOf(option)}
            </option>
          ))}
        </select>
      </label>
      {day ? <input type="hidden" name="day" value={day} /> : null}
      <button type="submit" className="btn btn-secondary min-h-11">
        {texts.submit}
      </button>
    </form>
  );
}
