import { defaultAdminPath, loginPath } from './config';

/**
 * Where to go after signing in: an admin page of this site, never another origin or the login
 * page itself. Anything else (absolute URLs, `//evil.example`, `/admin/../x`) becomes the inbox.
 */
export function safeCallbackPath(raw: string | string[] | null | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return defaultAdminPath;
  }
  let url: URL;
  try {
    url = new URL(value, 'http://placeholder.invalid');
  } catch {
    return defaultAdminPath;
  }
  const path = url.pathname;
  const isAdminPage = path.startsWith('/admin/') && !path.startsWith(loginPath);
  return url.origin === 'http://placeholder.invalid' && isAdminPage
    ? `${path}${url.search}`
    : defaultAdminPath;
}

/** The login page, remembering the admin page that was asked for. */
export function loginPathFor(returnTo: string) {
  return `${loginPath}?${new URLSearchParams({ callbackUrl: safeCallbackPath(returnTo) })}`;
}
