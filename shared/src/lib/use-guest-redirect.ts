import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { isGamenowAtom, isLoggedInAtom } from '@portal/shared/session';
import { redirectToLanding } from '@portal/shared/lib';
import { isLeavingPortal } from './leave-portal';

/**
 * docs/product/access-and-start-up.md: guests go to the external landing page. `allowPartner` lets the gamenow flag
 * count as signed in (docs/product/access-and-start-up.md: only on /tasks, /join-tournament, /redeem and /profile).
 * Returns whether the visitor may see the page.
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
