// Standalone bootstrap: the games remote runs on its own for its team (pnpm --filter @portal/mfe-games dev).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@portal/shared/dev';
import { standaloneRoutes } from './app/routes';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneApp name="Games" routes={standaloneRoutes} />
  </StrictMode>,
);
