import { cookies } from 'next/headers';
import { checkAdmin } from '@/lib/auth/guard';
import { defaultAdminPath, loginPath, clearSessionCookie } from '@/lib/auth/session';

/**
 * Where a signed-in user without the admin role is sent: signs them out and shows the login
 * form with "Access denied". An admin who lands here (a link from elsewhere) keeps the session,
 * so the address cannot be used to sign admins out.
 */
export async function GET() {
  const check = await checkAdmin();
  if (check.status === 'admin') return redirectTo(defaultAdminPath);
  clearSessionCookie(await cookies());
  return redirectTo(check.status === 'forbidden' ? `${loginPath}?error=access-denied` : loginPath);
}

function redirectTo(path: string) {
  return new Response(null, {
    status: 303,
    headers: { Location: path, 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  });
}
