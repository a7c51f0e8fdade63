import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startTelemetry } from '@portal/shared/telemetry';
import { App } from './app/app';
import { preloadRemoteModules } from './app/remotes/remote-registry';
import { modulesForPath } from './app/route-table';

// The entry route's remote modules load side by side with start-up's session check.
preloadRemoteModules(modulesForPath(window.location.pathname));

startTelemetry(); // Web Vitals and errors of a sampled share of visits, to /api/telemetry

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
