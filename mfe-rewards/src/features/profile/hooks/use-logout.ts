import { useAtomValue } from 'jotai';
import { logout } from '@portal/shared/api';
import { useQueryClient } from '@portal/shared/query';
import { redirectToLanding } from '@portal/shared/lib';
import { isGamenowAtom, session } from '@portal/shared/session';
import { markLeavingPortal } from '@portal/shared/lib';

/**
 * Logout ends the sign-in on the server, then clears the whole session and goes to the landing
 * page; nothing for partner users (docs/product/access-and-start-up.md). A server that does not answer does not keep anyone
 * signed in here: the session is cleared either way.
 */
export function useLogout(): () => Promise<void> {
  const partner = useAtomValue(isGamenowAtom);
  const queryClient = useQueryClient();
  return async () => {
    if (partner) return;
    markLeavingPortal();
    await logout().catch(() => undefined);
    session.clearAll();
    queryClient.clear();
    redirectToLanding();
  };
}
