import { QueryClientProvider } from '@portal/shared/query';
import { BrowserRouter, Route, Routes } from '@portal/shared/router';
import '@portal/shared/ui/theme.css';
import { SubscriptionGate, WhenNotSuspended } from '../features/billing/subscription-gate';
import { Layout } from '../features/layout/layout';
import { OfflineBanner } from '../features/offline/offline-banner';
import { CannonInstructionsHost } from '../features/startup/cannon-instructions-host';
import { StartupPopups } from '../features/startup/startup-popups';
import { StartupReadyContext } from '../features/startup/startup-ready';
import { StartupUnreachable } from '../features/startup/startup-unreachable';
import { useStartup } from '../features/startup/use-startup';
import { AppRoutes } from './app-routes';
import { portalQueryClient } from './query-client';
import { EnglishDocument } from './english-document';
import { RemoteSlot } from '../remotes/remote-slot';
import { FollowAddressBar } from '../routing/follow-address-bar';
import { NewPageAtTop } from '../routing/new-page-at-top';

function Portal() {
  const { state, popups } = useStartup();
  if (state === 'leaving') return null;
  return (
    <>
      <OfflineBanner />
      <Layout>
        {state === 'unreachable' ? (
          <StartupUnreachable />
        ) : (
          <StartupReadyContext.Provider value={state !== 'checking'}>
            <SubscriptionGate>
              <AppRoutes />
            </SubscriptionGate>
          </StartupReadyContext.Provider>
        )}
        {popups && (
          <WhenNotSuspended>
            <StartupPopups />
          </WhenNotSuspended>
        )}
        <CannonInstructionsHost />
      </Layout>
    </>
  );
}

export function App() {
  return (
    <QueryClientProvider client={portalQueryClient}>
      <BrowserRouter>
        <FollowAddressBar />
        <NewPageAtTop />
        {/* Staff console: its own sign-in and routes; the subscriber start-up never runs there. */}
        <Routes>
          <Route
            path="/operator/*"
            element={
              <EnglishDocument>
                <RemoteSlot
                  remote="operator"
                  module="OperatorApp"
                  title="Operator console"
                  minHeight="100vh"
                />
              </EnglishDocument>
            }
          />
          <Route path="*" element={<Portal />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
