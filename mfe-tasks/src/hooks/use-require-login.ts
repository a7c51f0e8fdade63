import { useAtomValue } from 'jotai';
import { redirectToLanding } from '@portal/shared/lib';
import { isLoggedInAtom } from '@portal/shared/session';

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
