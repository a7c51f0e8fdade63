// Standalone bootstrap: the rewards remote runs on its own for its team (pnpm --filter @portal/mfe-rewards dev).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@portal/shared/dev';
import { standaloneRoutes } from './app/routes';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneApp name="Rewards" routes={standaloneRoutes} />
  </StrictMode>,
);
