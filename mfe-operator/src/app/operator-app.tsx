import { useEffect, type ReactNode } from 'react';
import { Route, Routes } from '@portal/shared/router';
import { Loading, ErrorMessage } from '@portal/shared/ui';
import { can, type StaffRole } from '../lib/roles';
import { SignInPage } from '../features/session/sign-in-page';
import { useStaffSession } from '../features/session/use-staff-session';
import { ConsoleLayout } from './console-layout';
import { consoleRoutes, type ConsoleRoute } from './route-table';
import '../styles/console.css';
import '../styles/tables.css';
import '../styles/screens.css';

/** The console's release, marked for deploy checks (an attribute, not a visible line). */
function Root({ children, className = 'op-root' }: { children: ReactNode; className?: string }) {
  return (
    <div className={className} data-operator-release={__APP_RELEASE__}>
      {children}
    </div>
  );
}

/** A screen, or (opened by its address) a plain word that the staff member's role may not use it. */
function ConsolePage({ route, role }: { route: ConsoleRoute; role: StaffRole }) {
  useEffect(() => {
    document.title = `${route.title} | Operator console`;
  }, [route.title]);
  if (route.needs && !can(role, route.needs)) {
    return (
      <>
        <h1>{route.title}</h1>
        <p className="op-muted">This page is not for the {role} role.</p>
      </>
    );
  }
  const Page = route.component;
  return <Page />;
}

/**
 * The whole console: staff sign in here with their own session (the subscriber start-up never runs
 * under /operator); once signed in, the route table below renders inside the console layout.
 */
export function OperatorApp() {
  const session = useStaffSession();
  useEffect(() => {
    if (session.data === null) document.title = 'Sign in | Operator console';
  }, [session.data]);
  if (session.isPending) {
    return (
      <Root>
        <Loading minHeight="60vh" />
      </Root>
    );
  }
  if (session.isError) {
    return (
      <Root className="op-root op-signin">
        <main>
          <h1>Operator console</h1>
          <ErrorMessage message={session.error.message} onRetry={() => void session.refetch()} />
        </main>
      </Root>
    );
  }
  if (!session.data) {
    return (
      <Root>
        <SignInPage />
      </Root>
    );
  }
  const role = session.data.staff.role;
  return (
    <Root>
      <ConsoleLayout staff={session.data.staff}>
        <Routes>
          {consoleRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={<ConsolePage route={route} role={role} />} />
          ))}
          <Route path="*" element={<p className="op-muted">This console page does not exist.</p>} />
        </Routes>
      </ConsoleLayout>
    </Root>
  );
}
