import { useEffect } from 'react';
import { useQuery } from '@portal/shared/query';
import { useAtomValue, useSetAtom } from 'jotai';
import { profileQueryOptions } from '@portal/shared/api';
import { isLoggedInAtom, profileDataAtom } from '@portal/shared/session';
import type { Profile } from '@portal/contracts';

/** The signed-in subscriber's profile, mirrored to the session's profileData key. */
export function useProfile(): Profile | null {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const stored = useAtomValue(profileDataAtom);
  const setStored = useSetAtom(profileDataAtom);
  const { data } = useQuery({ ...profileQueryOptions(), enabled: loggedIn });
  useEffect(() => {
    if (data) setStored(data);
  }, [data, setStored]);
  return data ?? stored ?? null;
}
