import type { Metadata } from 'next';
import Link from 'next/link';
import { interLatin } from '@/app/inter-latin';
import './globals.css';

// Next.js adds `noindex` to every 404 itself.
export const metadata: Metadata = { title: 'Oops! Page not found' };

// Paths that match no root layout (e.g. under /api, or unknown /admin pages) end here, in English.
export default function GlobalNotFound() {
  return (
    <html lang="en" className={interLatin.variable}>
      <body className="grid min-h-dvh place-items-center bg-slate-50 p-6 font-sans">
        <main className="max-w-md text-center">
          <p className="text-6xl font-bold text-brand-600">404</p>
          <h1 className="mt-4 text-3xl font-bold">Oops! Page not found</h1>
          <p className="mt-3 text-slate-600">
            The page you are looking for does not exist or has moved.
          </p>
          <Link href="/" className="btn btn-primary mt-8">
            Return to Home
          </Link>
        </main>
      </body>
    </html>
  );
}
