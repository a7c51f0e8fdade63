import { useState } from 'react';
import { QueryClientProvider } from '@portal/shared/query';
import { BrowserRouter } from '@portal/shared/router';
import { createQueryClient } from '@portal/shared/api';
import '@portal/shared/ui/theme.css';
import { SubscriptionGate, WhenNotSuspended } from '../features/billing/subscription-gate';
import { Layout } from '../features/layout/layout';
import { CannonInstructionsHost } from '../features/startup/cannon-instructions-host';
import { StartupPopups } from '../features/startup/startup-popups';
import { StartupReadyContext } from '../features/startup/startup-ready';
import { useStartup } from '../features/startup/use-startup';
import { AppRoutes } from './app-routes';

function Portal() {
  const state = useStartup();
  if (state === 'leaving') return null;
  return (
    <Layout>
      <StartupReadyContext.Provider value={state !== 'checking'}>
        <SubscriptionGate>
          <AppRoutes />
        </SubscriptionGate>
      </StartupReadyContext.Provider>
      {state === 'signed-in' && (
        <WhenNotSuspended>
          <StartupPopups />
        </WhenNotSuspended>
      )}
      <CannonInstructionsHost />
    </Layout>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Portal />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
