// Standalone bootstrap: the tasks remote runs on its own for its team (pnpm --filter @portal/mfe-tasks dev).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@portal/shared/dev';
import { standaloneRoutes } from './app/routes';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneApp name="Tasks" routes={standaloneRoutes} />
  </StrictMode>,
);
