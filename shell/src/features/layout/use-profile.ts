import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@portal/shared/query';
import { useLocation } from '@portal/shared/router';
import { useAtomValue, useSetAtom } from 'jotai';
import { profileQueryKey, profileQueryOptions } from '@portal/shared/api';
import { isLoggedInAtom, profileDataAtom } from '@portal/shared/session';
import type { Profile } from '@portal/contracts';

/**
 * The signed-in subscriber's profile, mirrored to the session's profileData key.
 *
 * The layout that reads it stays mounted for the whole visit, so the read would never run again
 * on its own. Credits also arrive from elsewhere (a moderator approving a task's screenshot, a
 * tournament's prizes, a redemption refused), so the profile is read again when the subscriber
 * moves to another page or comes back to the tab, once the last read is older than the portal's
 * stale time (30 s): the balance on every page is never older than the page it is on.
 */
export function useProfile(): Profile | null {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const stored = useAtomValue(profileDataAtom);
  const setStored = useSetAtom(profileDataAtom);
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const { data } = useQuery({ ...profileQueryOptions(), enabled: loggedIn, refetchOnWindowFocus: true });
  useEffect(() => {
    if (data) setStored(data);
  }, [data, setStored]);
  // Every reader of the layout asks; a read already on its way is joined, not sent again.
  useEffect(() => {
    if (!loggedIn) return;
    void queryClient.refetchQueries(
      { queryKey: profileQueryKey, stale: true, type: 'active' },
      { cancelRefetch: false },
    );
  }, [pathname, loggedIn, queryClient]);
  return data ?? stored ?? null;
}
