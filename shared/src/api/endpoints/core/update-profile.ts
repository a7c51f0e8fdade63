import type { ProfileCompleteRequest, ProfileCompleteResponse } from '@portal/contracts';
import { apiCall, formData } from '../../api-call';
import { t } from '@portal/shared/i18n';

/** POST /v1/user/profile/complete (multipart/form-data). Failures become an ApiError with the server's message, else 'An error occurred while updating the profile.'. */
export async function updateProfile(input: ProfileCompleteRequest): Promise<ProfileCompleteResponse> {
  return apiCall<ProfileCompleteResponse>({
    method: 'POST',
    path: '/v1/user/profile/complete',
    body: formData(input),
    fallback: t('shared.api.profileUpdate.failed'),
  });
}
