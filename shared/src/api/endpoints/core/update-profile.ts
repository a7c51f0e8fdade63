import type { ProfileCompleteRequest, ProfileCompleteResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { toApiError } from '../../errors';

function toFormData(input: ProfileCompleteRequest): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

/** POST /v1/user/profile/complete (multipart/form-data). Failures become an ApiError with the server's message, else 'An error occurred while updating the profile.'. */
export async function updateProfile(input: ProfileCompleteRequest): Promise<ProfileCompleteResponse> {
  try {
    const { data } = await apiClient.post<ProfileCompleteResponse>(
      '/v1/user/profile/complete',
      toFormData(input),
      { headers: { 'Content-Type': 'multipart/form-data' } },
    );
    return data;
  } catch (error) {
    throw toApiError(error, 'An error occurred while updating the profile.');
  }
}
