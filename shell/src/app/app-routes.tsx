import { memo } from 'react';
import { Route, Routes } from '@portal/shared/router';
import { Loading, usePageTitle } from '@portal/shared/ui';
import { useStartupReady } from '../features/startup/startup-ready';
import { HomePage } from '../features/home/home-page';
import { LearnWinPage } from '../features/learn-win/learn-win-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemoteSlot } from '../remotes/remote-slot';
import { remoteRoutes, type RemoteRoute } from '../routing/route-table';
import { useT, type Message } from '../i18n';

function RemotePage({ route }: { route: RemoteRoute }) {
  const t = useT();
  const title = t(`shell.page.${route.module}` as Message);
  usePageTitle(title, { fallback: true });
  // The page's code is already loading (see boot.tsx); it renders once start-up has signed in.
  if (!useStartupReady()) return <Loading minHeight={400} />;
  return <RemoteSlot remote={route.remote} module={route.module} title={title} minHeight={400} />;
}

/**
 * The whole route table of docs/product/access-and-start-up.md; every remote page loads lazily from
 * its remote. Memoised: the table renders again when the address changes (the router's context),
 * not each time start-up or the layout around it does, since every render matches the address
 * against all routes again.
 */
export const AppRoutes = memo(function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/learn-win" element={<LearnWinPage />} />
      {remoteRoutes.map((route) => (
        <Route key={route.path} path={route.path} element={<RemotePage key={route.path} route={route} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
});
