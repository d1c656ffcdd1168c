import type { ReactNode } from 'react';
import { AdminHeader } from '@/components/admin/AdminHeader';
import { defaultAdminPath } from '@/lib/auth/config';
import { requireAdmin } from '@/lib/auth/guard';

// Every signed-in page of the admin area. This check does not replace the pages' own: a layout
// is not re-rendered on client-side navigation, and server actions never run it.
export default async function ProtectedAdminLayout({ children }: { children: ReactNode }) {
  const admin = await requireAdmin(defaultAdminPath);
  return (
    <>
      <AdminHeader email={admin.email} />
      {children}
    </>
  );
}
