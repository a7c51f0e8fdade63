import { queryOptions } from '@portal/shared/query';
import { apiCall } from '../../api-call';
import type { Profile, ProfileResponse } from '@portal/contracts';
import { t } from '@portal/shared/i18n';

export const profileQueryKey = ['profile'] as const;

/** GET /v1/user/profile. */
export async function getProfile(): Promise<Profile> {
  const answer = await apiCall<ProfileResponse>({
    method: 'GET',
    path: '/v1/user/profile',
    fallback: t('shared.api.profile.failed'),
  });
  return answer.data;
}

export const profileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });
