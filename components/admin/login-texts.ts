import type { LoginFailure } from '@/lib/auth/credentials';

/** The login form's words (the admin area is English only); the spec fixes most of them. */
export const loginTexts = {
  failures: {
    invalid_credentials: 'Invalid email or password.',
    account_locked: 'Too many failed attempts. Please try again in 15 minutes.',
    ip_limited:
      'Too many failed sign-in attempts from your network. Please try again in 15 minutes.',
    unavailable: 'Signing in is not possible right now. Please try again in a moment.',
  } satisfies Record<LoginFailure, string>,
  lockedNotice: 'Account temporarily locked due to multiple failed attempts.',
  lockedButton: 'Account Locked',
  accessDenied: 'Access denied. Admin privileges required.',
  accessDeniedToast: 'Access Denied',
  signedOut: 'You have signed out.',
  required: 'Enter your email and password.',
} as const;
