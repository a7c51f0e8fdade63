import type { ChallengeEntryRequest, EntryResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/** POST /v1/challenge/entry, reporting the upload's progress (0-1). Failures become an ApiError with the server's message, else 'Failed to submit entry. Please try again.'. */
export async function submitChallengeEntry(
  input: ChallengeEntryRequest,
  onProgress?: (fraction: number) => void,
): Promise<EntryResponse> {
  return apiCall<EntryResponse>({
    method: 'POST',
    path: '/v1/challenge/entry',
    body: input,
    fallback: t('shared.api.challengeEntry.failed'),
    config: {
      onUploadProgress: (event) => {
        if (onProgress && event.total) onProgress(event.loaded / event.total);
      },
    },
  });
}
