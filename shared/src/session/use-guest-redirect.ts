import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { isGamenowAtom, isLoggedInAtom } from './atoms';
// Through the package, like any page: a test that replaces @portal/shared/lib's landing redirect sees it.
import { isLeavingPortal, redirectToLanding } from '@portal/shared/lib';

/**
 * The one guest guard of the portal's pages (docs/product/access-and-start-up.md): a guest goes to the
 * external landing page. `allowPartner` lets the gamenow flag count as signed in (only on /tasks,
 * /join-tournament, /redeem and /profile). Quiet once the page is leaving the portal. Returns whether
 * the visitor may see the page.
 */
export function useGuestRedirect({ allowPartner = false }: { allowPartner?: boolean } = {}): boolean {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const partner = useAtomValue(isGamenowAtom);
  const allowed = loggedIn || (allowPartner && partner);
  useEffect(() => {
    if (!allowed && !isLeavingPortal()) redirectToLanding();
  }, [allowed]);
  return allowed;
}
