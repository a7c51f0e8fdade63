import type { ChallengeEntryRequest, EntryResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { toApiError } from '../../errors';

/** POST /v1/challenge/entry. Failures become an ApiError with the server's message, else 'Failed to submit entry. Please try again.'. */
export async function submitChallengeEntry(input: ChallengeEntryRequest): Promise<EntryResponse> {
  try {
    const { data } = await apiClient.post<EntryResponse>('/v1/challenge/entry', input);
    return data;
  } catch (error) {
    throw toApiError(error, 'Failed to submit entry. Please try again.');
  }
}
