'use client';

import { useMessages } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { fillTemplate } from '@/lib/format';

type RenderError = Error & { digest?: string; status?: number };

// Next.js replaces server-side error messages with a generic text in production, so
// showing `message` never leaks internals; stacks are never shown.
// The texts are read as plain strings (the layout hands this boundary only its own messages), so
// next-intl's message formatter stays out of every page's JavaScript.
export default function ErrorPage({ error, reset }: { error: RenderError; reset: () => void }) {
  const texts = useMessages().Error;
  return (
    <section className="container-page grid min-h-[60vh] place-items-center py-20 text-center">
      {/* The page's own metadata may be what failed: React puts this title in the head. */}
      <title>{texts.title}</title>
      <div className="max-w-lg" role="alert">
        <h1 className="text-3xl font-bold sm:text-4xl">{texts.title}</h1>
        <p className="mt-4 text-lg text-slate-600">
          {typeof error.status === 'number'
            ? fillTemplate(texts.status, 'status', String(error.status))
            : null}
          {error.digest ? texts.generic : error.message || texts.generic}
        </p>
        {error.digest ? (
          <p className="mt-2 text-sm text-slate-500">
            {fillTemplate(texts.reference, 'digest', error.digest)}
          </p>
        ) : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={reset} className="btn btn-primary">
            {texts.retry}
          </button>
          <Link href="/" className="btn btn-outline">
            {texts.home}
          </Link>
        </div>
      </div>
    </section>
  );
}
