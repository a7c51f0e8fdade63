import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { redirectToLanding } from '@portal/shared/lib';
import { isGamenowAtom, isLoggedInAtom } from '@portal/shared/session';

/**
 * docs/product/access-and-start-up.md: an action that needs a session sends a guest to the landing page. Returns a
 * guard: it redirects and answers false for a guest, true otherwise.
 */
export function useRequireLogin(): () => boolean {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return () => {
    if (loggedIn) return true;
    redirectToLanding();
    return false;
  };
}

/**
 * docs/product/access-and-start-up.md: a page that guests may not see sends them to the landing page; on the
 * routes where the gamenow flag counts as signed in (/tasks) the partner visitor stays.
 */
export function useGuestRedirect({ allowGamenow }: { allowGamenow: boolean }): boolean {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const gamenow = useAtomValue(isGamenowAtom);
  const allowed = loggedIn || (allowGamenow && gamenow);
  useEffect(() => {
    if (!allowed) redirectToLanding();
  }, [allowed]);
  return allowed;
}
