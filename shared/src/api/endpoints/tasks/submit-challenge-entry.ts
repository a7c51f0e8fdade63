import type { ChallengeEntryRequest, EntryResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { toApiError } from '../../errors';

/** POST /v1/challenge/entry, reporting the upload's progress (0-1). Failures become an ApiError with the server's message, else 'Failed to submit entry. Please try again.'. */
export async function submitChallengeEntry(
  input: ChallengeEntryRequest,
  onProgress?: (fraction: number) => void,
): Promise<EntryResponse> {
  try {
    const { data } = await apiClient.post<EntryResponse>('/v1/challenge/entry', input, {
      onUploadProgress: (event) => {
        if (onProgress && event.total) onProgress(event.loaded / event.total);
      },
    });
    return data;
  } catch (error) {
    throw toApiError(error, 'Failed to submit entry. Please try again.');
  }
}
