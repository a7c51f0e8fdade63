import { useState, type FormEvent } from 'react';
import { useSignIn } from './use-staff-session';

/** Staff sign-in: its own page, never the subscriber landing. Lockouts show the api's message. */
export function SignInPage() {
  const signIn = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ username: username.trim(), password });
  };
  const locked = signIn.error && 'status' in signIn.error && [423, 429].includes(Number(signIn.error.status));
  return (
    <main className="op-signin">
      <form className="op-card op-signin__form" onSubmit={submit} aria-labelledby="op-signin-title">
        <h1 id="op-signin-title">Operator console</h1>
        <p className="op-muted">Sign in with your staff account.</p>
        <label className="op-field">
          <span>Username</span>
          <input
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
          />
        </label>
        <label className="op-field">
          <span>Password</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        {signIn.error && (
          <p role="alert" className={locked ? 'op-alert op-alert--locked' : 'op-alert'}>
            {signIn.error.message}
          </p>
        )}
        <button className="op-button op-button--primary" type="submit" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
