import { redirect } from 'next/navigation';
import { requireAdmin } from '@/lib/auth/guard';
import { defaultAdminPath } from '@/lib/auth/session';

// /admin itself has nothing to show: admins go to the inbox, others to the login page.
export default async function AdminHome() {
  await requireAdmin(defaultAdminPath);
  redirect(defaultAdminPath);
}
