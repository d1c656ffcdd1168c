'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { credentialMaxLength, parseCredentials, type LoginFailure } from '@/lib/auth/credentials';
import { signInWithCredentials } from '@/lib/auth/sign-in-client';
import { loginTexts as t } from './login-texts';
import { compactControlClass } from '@/components/forms/field-styles';

type State = { phase: 'idle' | 'submitting' | 'locked' | 'done'; error?: string };

/**
 * The login form. The server decides everything (credentials, lockout, IP limit); this shows
 * its answer. After a lock the form stays disabled, as the server would refuse anyway.
 */
export function LoginForm({
  callbackUrl,
  notice,
}: {
  callbackUrl: string;
  notice: 'access-denied' | 'signed-out' | null;
}) {
  const [state, setState] = useState<State>({ phase: 'idle' });
  const password = useRef<HTMLInputElement>(null);
  const toastShown = useRef(false);

  useEffect(() => {
    if (notice !== 'access-denied' || toastShown.current) return;
    toastShown.current = true;
    toast.error(t.accessDeniedToast, { description: t.accessDenied });
  }, [notice]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const credentials = parseCredentials({
      email: data.get('email'),
      password: data.get('password'),
    });
    if (!credentials) return setState({ phase: 'idle', error: t.required });
    setState({ phase: 'submitting' });
    const outcome = await signInWithCredentials(credentials.email, credentials.password);
    if (outcome === 'ok') {
      setState({ phase: 'done' });
      // A full navigation: the admin pages read the new session cookie on the server.
      window.location.assign(callbackUrl);
      return;
    }
    showFailure(outcome);
  }

  function showFailure(failure: LoginFailure) {
    setState({
      phase: failure === 'account_locked' ? 'locked' : 'idle',
      error: t.failures[failure],
    });
    if (password.current) password.current.value = '';
  }

  // After a wrong password, straight back to the (re-enabled) password field.
  useEffect(() => {
    if (state.phase === 'idle' && state.error === t.failures.invalid_credentials) {
      password.current?.focus();
    }
  }, [state]);

  const locked = state.phase === 'locked';
  const busy = state.phase === 'submitting' || state.phase === 'done';
  const fieldClass = compactControlClass;

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-4" aria-describedby="login-status">
      {notice === 'access-denied' ? (
        <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {t.accessDenied}
        </p>
      ) : null}
      {notice === 'signed-out' ? (
        <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">{t.signedOut}</p>
      ) : null}
      {locked ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t.lockedNotice}
        </p>
      ) : null}
      <fieldset disabled={locked || busy} className="space-y-4">
        <div>
          <label htmlFor="email" className="text-sm font-semibold">
            Email
          </label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={credentialMaxLength}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="password" className="text-sm font-semibold">
            Password
          </label>
          <input
            ref={password}
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={credentialMaxLength}
            className={fieldClass}
          />
        </div>
        <button type="submit" className="btn btn-primary w-full disabled:opacity-60">
          {locked ? t.lockedButton : busy ? 'Signing in…' : 'Sign in'}
        </button>
      </fieldset>
      <p id="login-status" role="alert" className="min-h-5 text-sm font-medium text-red-700">
        {state.error}
      </p>
      <noscript>
        <p className="text-sm text-slate-700">Signing in needs JavaScript.</p>
      </noscript>
    </form>
  );
}
