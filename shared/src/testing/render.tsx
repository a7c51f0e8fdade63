import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider } from '@portal/shared/query';
import { MemoryRouter, Route, Routes } from '@portal/shared/router';
import { render } from '@testing-library/react';
import { createQueryClient } from '@portal/shared/api';

export interface RenderWithProvidersOptions {
  /** Initial URL, e.g. '/game-challenges?gameId=3'. */
  route?: string;
  /** Routing state handed to the first entry (location.state). */
  state?: unknown;
  /** The route pattern the element is mounted at; other paths render a marker with their path. */
  path?: string;
  extraRoutes?: Record<string, ReactNode>;
}

/** Renders a screen as the shell would: one QueryClient, a router, the shared session store. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const queryClient = createQueryClient();
  const { route = '/', state, path = '*', extraRoutes = {} } = options;
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter
        initialEntries={[
          {
            pathname: route.split('?')[0] ?? '/',
            search: route.includes('?') ? `?${route.split('?')[1]}` : '',
            state,
          },
        ]}
      >
        <Routes>
          <Route path={path} element={ui} />
          {Object.entries(extraRoutes).map(([p, element]) => (
            <Route key={p} path={p} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
