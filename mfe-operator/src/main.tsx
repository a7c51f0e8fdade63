// Standalone bootstrap: the console runs on its own for its team (pnpm --filter @portal/mfe-operator dev),
// at the same /operator addresses as inside the portal.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@portal/shared/query';
import { BrowserRouter, Navigate, Route, Routes } from '@portal/shared/router';
import '@portal/shared/ui/theme.css';
import { OperatorApp } from './app/operator-app';

function Standalone() {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <BrowserRouter>
        <Routes>
          <Route path="/operator/*" element={<OperatorApp />} />
          <Route path="*" element={<Navigate to="/operator" replace />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Standalone />
  </StrictMode>,
);
