'use client';

import { Suspense } from 'react';
import { useSearchParams } from 'next/navigation';
import { Link, usePathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

type Props = {
  label: string;
  current: Locale;
  languages: { code: Locale; short: string; native: string }[];
};

/**
 * Moves to the same page in another language; each language is its own URL. The query goes
 * along (a pre-filled /contact?message=…, the ROI calculator's figures): pages rendered per
 * request have it in their HTML, prerendered ones get it once the page has hydrated.
 */
export function LanguageSwitcher(props: Props) {
  return (
    // A prerendered page cannot know the query: until hydration, links without it.
    <Suspense fallback={<LanguageLinks {...props} query="" />}>
      <LanguageLinksWithQuery {...props} />
    </Suspense>
  );
}

function LanguageLinksWithQuery(props: Props) {
  return <LanguageLinks {...props} query={useSearchParams().toString()} />;
}

function LanguageLinks({ label, current, languages, query }: Props & { query: string }) {
  const pathname = usePathname();
  const href = query ? `${pathname}?${query}` : pathname;
  return (
    <nav aria-label={label}>
      <ul className="flex items-center rounded-lg border border-slate-200 p-0.5 text-sm font-semibold">
        {languages.map(({ code, short, native }) => (
          <li key={code}>
            <Link
              href={href}
              locale={code}
              lang={code}
              hrefLang={code}
              prefetch={false}
              aria-current={code === current ? 'true' : undefined}
              className="block min-w-9 rounded-md px-2 py-1.5 text-center text-slate-600 hover:text-navy-900 aria-[current=true]:bg-navy-900 aria-[current=true]:text-white"
            >
              {short}
              {/* Read aloud, never seen: a system font, so "Ελληνικά" does not make every page
                  download Inter's Greek subset. */}
              <span className="sr-only [font-family:system-ui,sans-serif]"> – {native}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
