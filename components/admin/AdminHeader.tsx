import Link from 'next/link';
import { LogOut } from '@/components/ui/icons';
import { LogoMark } from '@/components/layout/Logo';
import { siteConfig } from '@/lib/site-config';
import { AdminNav } from './AdminNav';

/** The admin area's top bar: where you are, who is signed in, and sign-out (a plain form posting
 * to a route handler, so it works before the page's JavaScript has loaded). */
export function AdminHeader({ email }: { email: string }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-[90rem] flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link href="/admin/submissions" className="flex items-center gap-2 font-bold">
          <LogoMark className="size-8" />
          <span>
            {siteConfig.name} <span className="font-medium text-slate-600">admin</span>
          </span>
        </Link>
        <AdminNav />
        <div className="ml-auto flex items-center gap-3 text-sm">
          <span className="text-slate-600">
            Signed in as <span className="font-semibold text-navy-900">{email}</span>
          </span>
          <form method="post" action="/admin/sign-out">
            <button type="submit" className="btn btn-outline min-h-9 px-3 py-1.5 text-sm">
              <LogOut aria-hidden="true" className="size-4" />
              Sign out
            </button>
          </form>
        </div>
      </div>
    </header>
  );
}
