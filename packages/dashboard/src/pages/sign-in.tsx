import { useEffect, useState } from 'preact/hooks';
import { ApiError, data, staff, type Session } from '../api';
import { ErrorNotice } from '../ui';

/** The token of an e-mailed link, taken out of the address bar at once so it is not kept in history. */
function takeLinkToken(): string | undefined {
  const url = new URL(location.href);
  const token = url.searchParams.get('token') ?? undefined;
  if (token) {
    url.searchParams.delete('token');
    history.replaceState(null, '', url.pathname + url.search + url.hash);
  }
  return token;
}

export function SignIn({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const [token] = useState(takeLinkToken);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [sent, setSent] = useState('');
  const [error, setError] = useState<ApiError>();
  const [busy, setBusy] = useState(false);

  const exchange = (totpCode?: string) => {
    if (!token) return;
    setBusy(true);
    data(staff.post('/session', { body: { token, ...(totpCode ? { totpCode } : {}) } })).then(
      onSignedIn,
      (e: ApiError) => {
        setBusy(false);
        if (e.code === 'totp_required') setNeedsCode(true);
        else setError(e);
      },
    );
  };
  useEffect(() => {
    if (token) exchange();
  }, []);

  const requestLink = (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    data(staff.post('/sign-in-link', { body: { email } })).then(
      (answer) => {
        setSent(answer.message);
        setBusy(false);
      },
      (e: ApiError) => {
        setError(e);
        setBusy(false);
      },
    );
  };

  return (
    <main class="sign-in">
      <h1>Sign in to the store dashboard</h1>
      <ErrorNotice error={error} />
      {token && needsCode && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            exchange(code);
          }}
        >
          <label for="totp">Code from your authenticator app</label>
          <input
            id="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            value={code}
            onInput={(e) => setCode(e.currentTarget.value)}
            required
          />
          <button type="submit" disabled={busy}>
            Sign in
          </button>
        </form>
      )}
      {token && !needsCode && !error && <p aria-live="polite">Signing you in…</p>}
      {(!token || error) && (
        <form onSubmit={requestLink}>
          <p>
            Enter the e-mail address your store invited. We send you a link that signs you in; it works once and expires
            in 15 minutes.
          </p>
          <label for="email">E-mail address</label>
          <input
            id="email"
            type="email"
            autoComplete="email"
            value={email}
            onInput={(e) => setEmail(e.currentTarget.value)}
            required
          />
          <button type="submit" disabled={busy}>
            Send me a sign-in link
          </button>
          {sent && <p role="status">{sent}</p>}
        </form>
      )}
    </main>
  );
}
