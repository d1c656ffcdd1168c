/**
 * The login form's input rules, shared by the browser (instant feedback) and the server (the
 * rule that counts): both fields required, at most 100 characters; the email is trimmed, `<` and
 * `>` are removed, and it is compared in lower case.
 */
export const credentialMaxLength = 100;

export function normalizeEmail(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim().replace(/[<>]/g, '').toLowerCase() : '';
}

export type Credentials = { email: string; password: string };

/** The normalised credentials, or null when a field is missing or too long. */
export function parseCredentials(input: {
  email?: unknown;
  password?: unknown;
}): Credentials | null {
  const email = normalizeEmail(input.email);
  const password = typeof input.password === 'string' ? input.password : '';
  if (!email || !password) return null;
  if (email.length > credentialMaxLength || password.length > credentialMaxLength) return null;
  return { email, password };
}

/** Why a sign-in was refused, as the server reports it to the login form. */
export const loginFailures = [
  'invalid_credentials',
  'account_locked',
  'ip_limited',
  'unavailable',
] as const;
export type LoginFailure = (typeof loginFailures)[number];

export function isLoginFailure(value: unknown): value is LoginFailure {
  return loginFailures.includes(value as LoginFailure);
}
