import { StrictMode, useEffect, useState, type ReactElement } from 'react';
import { QueryClientProvider } from '@portal/shared/query';
import { BrowserRouter, Link, Route, Routes } from '@portal/shared/router';
import { createQueryClient, requestToken } from '@portal/shared/api';
import { normaliseReferrer, session } from '@portal/shared/session';
import { useT, type SharedMessage } from '@portal/shared/i18n';
import '@portal/shared/ui/theme.css';

export interface StandaloneAppProps {
  name: string;
  routes: Array<{ path: string; element: ReactElement }>;
}

/**
 * A remote's own dev app: its pages under a router of their own, signed in through `?a=` from the
 * demo landing page (the dev server proxies /api and /landing to the api on :8080).
 */
export function StandaloneApp({ name, routes }: StandaloneAppProps) {
  const t = useT<SharedMessage>();
  const [queryClient] = useState(createQueryClient);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const a = params.get('a');
    if (!a) {
      setReady(true);
      return;
    }
    requestToken(a, normaliseReferrer(params.get('refferer')))
      .then((token) => {
        session.setToken(token);
        session.setMsisdn(a);
      })
      .finally(() => setReady(true));
  }, []);
  if (!ready) return null;
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <nav
            aria-label={t('shared.dev.pages', { name })}
            style={{ display: 'flex', gap: 12, padding: 12, flexWrap: 'wrap' }}
          >
            <strong>{t('shared.dev.standalone', { name })}</strong>
            {routes.map((r) => (
              <Link key={r.path} to={r.path}>
                {r.path}
              </Link>
            ))}
            <a href="/landing">{t('shared.dev.signIn')}</a>
          </nav>
          <main style={{ padding: 16 }}>
            <Routes>
              {routes.map((r) => (
                <Route key={r.path} path={r.path} element={r.element} />
              ))}
              <Route path="*" element={<p>{t('shared.dev.pick')}</p>} />
            </Routes>
          </main>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );
}
