import { Link } from '@/i18n/navigation';
import { locales, type Locale } from '@/i18n/routing';
import { localeNames } from '@/i18n/messages';
import { demoPath } from '@/lib/content/demo-dealers/all-dealers';
import type { DemoSlug } from '@/lib/content/demo-dealers/dealer-types';

/** The import dealer's language buttons: the same demo in each language, at its own URL. */
export function LanguageButtons({
  slug,
  current,
  label,
}: {
  slug: DemoSlug;
  current: Locale;
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex gap-1.5 text-sm font-semibold">
        {locales.map((code) => (
          <li key={code}>
            <Link
              href={demoPath(slug)}
              locale={code}
              lang={code}
              hrefLang={code}
              aria-current={code === current ? 'true' : undefined}
              className="inline-flex min-h-10 items-center rounded-(--demo-radius) border border-white/35 px-3 text-white hover:bg-white/10 aria-[current=true]:border-(--demo-accent) aria-[current=true]:bg-(--demo-accent) aria-[current=true]:text-(--demo-ink)"
            >
              {localeNames[code].native}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
