import { useState } from 'preact/hooks';
import { ApiError, data, staff } from '../api';
import type { PageProps } from '../page-props';
import { ErrorNotice, Field } from '../ui';

/** Owners may add a second factor: a TOTP secret for an authenticator app, on once a code from it is confirmed. */
function TwoFactor({ enabled }: { enabled: boolean }) {
  const [secret, setSecret] = useState<{ secret: string; otpauthUrl: string }>();
  const [code, setCode] = useState('');
  const [on, setOn] = useState(enabled);
  const [error, setError] = useState<ApiError>();
  const start = () => data(staff.post('/session/totp')).then(setSecret, setError);
  const confirm = (event: Event) => {
    event.preventDefault();
    data(staff.post('/session/totp/confirm', { body: { code } })).then(() => {
      setOn(true);
      setSecret(undefined);
      setError(undefined);
    }, setError);
  };
  return (
    <section>
      <h2>Two-factor sign-in</h2>
      <ErrorNotice error={error} />
      {on && !secret && <p>On: signing in asks for a code from your authenticator app after the e-mailed link.</p>}
      {!secret && (
        <button type="button" onClick={start}>
          {on ? 'Set up a new authenticator' : 'Turn on two-factor sign-in'}
        </button>
      )}
      {secret && (
        <form onSubmit={confirm} aria-label="Confirm two-factor sign-in">
          <p>
            Add this secret to your authenticator app (or open the otpauth link on your phone), then enter the code it
            shows.
          </p>
          <code class="secret">{secret.secret}</code>
          <p>
            <code class="secret">{secret.otpauthUrl}</code>
          </p>
          <Field label="Code from the app" name="code" problems={error?.fieldProblems() ?? {}}>
            {(id, d) => (
              <input
                id={id}
                inputMode="numeric"
                pattern="[0-9]{6}"
                required
                value={code}
                aria-describedby={d}
                onInput={(e) => setCode(e.currentTarget.value)}
              />
            )}
          </Field>
          <button type="submit">Turn it on</button>
        </form>
      )}
    </section>
  );
}

export function Profile({ session }: PageProps) {
  const { staff } = session;
  return (
    <section>
      <h1>Your profile</h1>
      <dl class="totals">
        <dt>Name</dt>
        <dd>{staff.name || '—'}</dd>
        <dt>E-mail</dt>
        <dd>{staff.email}</dd>
        <dt>Role</dt>
        <dd>{staff.role}</dd>
        <dt>Permissions</dt>
        <dd>{session.permissions.join(', ') || 'none'}</dd>
        <dt>Session ends</dt>
        <dd>{new Date(session.expiresAt).toLocaleString()} if idle</dd>
      </dl>
      {staff.role === 'owner' && <TwoFactor enabled={staff.totpEnabled} />}
    </section>
  );
}
