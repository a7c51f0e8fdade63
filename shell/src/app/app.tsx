import { useState } from 'react';
import { QueryClientProvider } from '@portal/shared/query';
import { BrowserRouter } from '@portal/shared/router';
import { createQueryClient } from '@portal/shared/api';
import { Loading } from '@portal/shared/ui';
import '@portal/shared/ui/theme.css';
import { Layout } from '../features/layout/layout';
import { OfflineBanner } from '../features/offline/offline-banner';
import { CannonInstructionsHost } from '../features/startup/cannon-instructions-host';
import { StartupPopups } from '../features/startup/startup-popups';
import { useStartup } from '../features/startup/use-startup';
import { AppRoutes } from './app-routes';

function Portal() {
  const state = useStartup();
  if (state === 'leaving') return null;
  return (
    <>
      <OfflineBanner />
      <Layout>
        {state === 'checking' ? <Loading minHeight="60vh" /> : <AppRoutes />}
        {state === 'signed-in' && <StartupPopups />}
        <CannonInstructionsHost />
      </Layout>
    </>
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
