import { queryOptions } from '@portal/shared/query';
import { apiClient } from '../../client';
import type { Profile, ProfileResponse } from '@portal/contracts';

export const profileQueryKey = ['profile'] as const;

/** GET /v1/user/profile. */
export async function getProfile(): Promise<Profile> {
  const { data } = await apiClient.get<ProfileResponse>('/v1/user/profile');
  return data.data;
}

export const profileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });
