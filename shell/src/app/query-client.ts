import { createQueryClient } from '@portal/shared/api';

/**
 * The portal's one QueryClient (every remote reads it through the provider in app.tsx). Made with
 * the first script, before React renders, so start-up can begin the entry page's reads the moment
 * the subscriber is signed in (boot.tsx).
 */
export const portalQueryClient = createQueryClient();
