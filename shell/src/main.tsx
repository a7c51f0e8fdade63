import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRemoteModules } from './app/remotes/remote-registry';
import { modulesForPath } from './app/route-table';
import { registerServiceWorker } from './features/offline/register-service-worker';

// The entry route's remote modules load side by side with start-up's session check.
preloadRemoteModules(modulesForPath(window.location.pathname));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
