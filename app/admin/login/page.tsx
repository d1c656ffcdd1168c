import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/admin/LoginForm';
import { LogoMark } from '@/components/layout/Logo';
import { accessDeniedPath, safeCallbackPath } from '@/lib/auth/session';
import { checkAdmin } from '@/lib/auth/guard';
import { siteConfig } from '@/lib/site-config';

export const metadata: Metadata = { title: 'Sign in' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const callbackUrl = safeCallbackPath(params.callbackUrl);
  // With the database down the form still shows; signing in then reports it is unavailable.
  const check = await checkAdmin().catch(() => ({ status: 'anonymous' }) as const);
  if (check.status === 'admin') redirect(callbackUrl);
  // A non-admin session is ended by the access-denied route, which comes back here.
  if (check.status === 'forbidden') redirect(accessDeniedPath);
  const notice =
    params.error === 'access-denied' ? 'access-denied' : params['signed-out'] ? 'signed-out' : null;

  return (
    <main className="grid min-h-dvh place-items-center px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-8 flex items-center justify-center gap-3">
          <LogoMark className="size-10" />
          <p className="text-lg font-bold">{siteConfig.name}</p>
        </div>
        <div className="rounded-card border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold">Admin sign in</h1>
          <p className="mt-1 text-sm text-slate-600">For the agency team only.</p>
          <LoginForm callbackUrl={callbackUrl} notice={notice} />
        </div>
      </div>
    </main>
  );
}
