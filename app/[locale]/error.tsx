'use client';

import { useMessages } from 'next-intl';
import { Link } from '@/i18n/navigation';

type RenderError = Error & { digest?: string; status?: number };

// Next.js replaces server-side error messages with a generic text in production, so
// showing `message` never leaks internals; stacks are never shown.
// The texts are read as plain strings (the layout hands this boundary only its own messages):
// next-intl's message formatter would add ~13 KB of gzipped JavaScript to every page.
export default function ErrorPage({ error, reset }: { error: RenderError; reset: () => void }) {
  const texts = useMessages().Error;
  const t = (key: keyof typeof texts, values: Record<string, string | number> = {}) =>
    Object.entries(values).reduce(
      (text, [name, value]) => text.replace(`{${name}}`, String(value)),
      texts[key],
    );
  return (
    <section className="container-page grid min-h-[60vh] place-items-center py-20 text-center">
      {/* The page's own metadata may be what failed: React puts this title in the head. */}
      <title>{t('title')}</title>
      <div className="max-w-lg" role="alert">
        <h1 className="text-3xl font-bold sm:text-4xl">{t('title')}</h1>
        <p className="mt-4 text-lg text-slate-600">
          {typeof error.status === 'number' ? t('status', { status: error.status }) : null}
          {error.digest ? t('generic') : error.message || t('generic')}
        </p>
        {error.digest ? (
          <p className="mt-2 text-sm text-slate-500">{t('reference', { digest: error.digest })}</p>
        ) : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={reset} className="btn btn-primary">
            {t('retry')}
          </button>
          <Link href="/" className="btn btn-outline">
            {t('home')}
          </Link>
        </div>
      </div>
    </section>
  );
}
