'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { loginPath } from './config';
import { clearSessionCookie } from './session-cookie';

/** Sign-out: the session is a cookie (a JWT), so dropping it ends the session in this browser. */
export async function signOut() {
  clearSessionCookie(await cookies());
  redirect(`${loginPath}?signed-out=1`);
}
