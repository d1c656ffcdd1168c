import type { ReactNode } from 'react';
import { AdminHeader } from '@/components/admin/AdminHeader';
import { defaultAdminPath } from '@/lib/auth/session';
import { requireAdmin } from '@/lib/auth/guard';

// Every signed-in page of the admin area. This check does not replace the pages' own: a layout
// is not re-rendered on client-side navigation, and server actions never run it.
export default async function ProtectedAdminLayout({ children }: { children: ReactNode }) {
  const admin = await requireAdmin(defaultAdminPath);
  return (
    <>
      <AdminHeader email={admin.email} />
      {/* The one <main>: pages and their loading states render inside it. */}
      <main id="main" className="mx-auto max-w-[90rem] space-y-6 px-4 py-8 sm:px-6">
        {children}
      </main>
    </>
  );
}
