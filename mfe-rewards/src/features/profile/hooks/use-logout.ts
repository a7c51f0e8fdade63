import { useAtomValue } from 'jotai';
import { useQueryClient } from '@portal/shared/query';
import { redirectToLanding } from '@portal/shared/lib';
import { isGamenowAtom, session } from '@portal/shared/session';
import { markLeavingPortal } from '../../../lib/leave-portal';

/** Logout clears the whole session and goes to the landing page; nothing for partner users (spec 6). */
export function useLogout(): () => void {
  const partner = useAtomValue(isGamenowAtom);
  const queryClient = useQueryClient();
  return () => {
    if (partner) return;
    markLeavingPortal();
    session.clearAll();
    queryClient.clear();
    redirectToLanding();
  };
}
