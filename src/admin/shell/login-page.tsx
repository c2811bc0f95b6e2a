import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { config } from '@/lib/config';
import { useOwner } from './use-owner';

export function LoginPage() {
  const { state, auth } = useOwner();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  if (state === 'owner') return <Navigate to="/admin/dashboard" replace />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!auth) return;
    setBusy(true);
    setError('');
    try {
      await auth.signIn(config.adminEmail, password);
    } catch (err) {
      console.error('Sign-in failed', err);
      setError('Invalid credentials. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="grid min-h-dvh place-items-center bg-sand/60 px-4">
      <form onSubmit={submit} className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-xl" noValidate={false}>
        <h1 className="mb-1 font-serif text-4xl">Admin Login</h1>
        <p className="mb-6 text-sm text-stone-600">Sign in to edit the site.</p>
        {config.backend === 'local' && <LocalModeBadge />}
        <label className="mb-4 block text-sm font-medium">
          Email
          <input type="email" value={config.adminEmail} disabled readOnly className="mt-1 w-full rounded-md border border-stone-300 bg-stone-100 px-3 py-2 text-stone-700" />
        </label>
        <label className="mb-4 block text-sm font-medium">
          Password
          <input
            type="password"
            required
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className="mt-1 w-full rounded-md border border-stone-300 px-3 py-2"
          />
        </label>
        {error && (
          <p role="alert" className="mb-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy || state === 'loading'} className="w-full rounded-md bg-espresso py-2.5 font-medium text-white hover:bg-black disabled:opacity-60">
          {busy ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
    </main>
  );
}

export function LocalModeBadge() {
  return (
    <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-xs text-amber-900">
      <strong>Local demo mode</strong>: content is stored in this browser only, and sign-in is not a security boundary.
    </p>
  );
}
