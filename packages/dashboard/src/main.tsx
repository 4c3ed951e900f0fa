import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { ApiError, data, staff, useSession, type Session } from './api';
import { SignIn } from './pages/sign-in';
import { ROUTES, matchRoute } from './routes';
import { Denied } from './ui';
import { SearchBox } from './search';

function useHashPath(): string {
  const [path, setPath] = useState(location.hash.replace(/^#/, '') || '/');
  useEffect(() => {
    const onChange = () => setPath(location.hash.replace(/^#/, '') || '/');
    addEventListener('hashchange', onChange);
    return () => removeEventListener('hashchange', onChange);
  }, []);
  return path;
}

function Layout({
  session,
  signOut,
  children,
}: {
  session: Session;
  signOut: () => void;
  children: preact.ComponentChildren;
}) {
  return (
    <>
      <header class="topbar">
        <span class="store-name">{session.store.name}</span>
        <SearchBox session={session} />
        <span class="who">
          {session.staff.name || session.staff.email} ({session.staff.role})
        </span>
        <button type="button" onClick={signOut}>
          Sign out
        </button>
      </header>
      <div class="frame">
        <nav aria-label="Dashboard">
          <ul>
            {ROUTES.filter((r) => r.nav).map((r) => (
              <li key={r.pattern}>
                <a href={`#${r.pattern}`}>{r.nav}</a>
              </li>
            ))}
          </ul>
        </nav>
        <main>{children}</main>
      </div>
    </>
  );
}

function App() {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const path = useHashPath();
  useSession(session ?? undefined, () => setSession(null));
  useEffect(() => {
    data(staff.get('/session')).then(setSession, (e: ApiError) => setSession(e.status === 401 ? null : undefined));
  }, []);
  if (session === undefined)
    return (
      <main>
        <p aria-live="polite">Loading the dashboard…</p>
      </main>
    );
  if (session === null) return <SignIn onSignedIn={setSession} />;
  const signOut = () => data(staff.delete('/session')).finally(() => setSession(null));
  const { route, params } = matchRoute(path);
  const allowed = route.permission === 'none' || session.permissions.includes(route.permission);
  return (
    <Layout session={session} signOut={signOut}>
      {allowed ? (
        <route.page params={params} session={session} />
      ) : (
        <Denied what={route.title} permission={route.permission} />
      )}
    </Layout>
  );
}

render(<App />, document.getElementById('app') as HTMLElement);
