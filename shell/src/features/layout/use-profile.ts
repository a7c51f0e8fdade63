import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { apiClient } from '@portal/shared/api';
import { isLoggedInAtom, profileDataAtom } from '@portal/shared/session';
import type { Profile, ProfileResponse } from '@portal/shared/types';

export const profileQueryKey = ['profile'] as const;

/** The signed-in subscriber's profile, mirrored to the session's profileData key. */
export function useProfile(): Profile | null {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const stored = useAtomValue(profileDataAtom);
  const setStored = useSetAtom(profileDataAtom);
  const { data } = useQuery({
    queryKey: profileQueryKey,
    queryFn: async () => (await apiClient.get<ProfileResponse>('/v1/user/profile')).data.data,
    enabled: loggedIn,
  });
  useEffect(() => {
    if (data) setStored(data);
  }, [data, setStored]);
  return data ?? stored ?? null;
}
