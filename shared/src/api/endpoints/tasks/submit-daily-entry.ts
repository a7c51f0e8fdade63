import type { DailyEntryRequest, EntryResponse } from '@portal/contracts';
import { apiCall, formData } from '../../api-call';
import { t } from '@portal/shared/i18n';

/** POST /v1/daily-challenges/entry (multipart/form-data), reporting the upload's progress (0-1). Failures become an ApiError with the server's message, else 'Failed to submit image. Please try again.'. */
export async function submitDailyEntry(
  input: DailyEntryRequest,
  onProgress?: (fraction: number) => void,
): Promise<EntryResponse> {
  return apiCall<EntryResponse>({
    method: 'POST',
    path: '/v1/daily-challenges/entry',
    body: formData(input),
    fallback: t('shared.api.dailyEntry.failed'),
    config: {
      onUploadProgress: (event) => {
        if (onProgress && event.total) onProgress(event.loaded / event.total);
      },
    },
  });
}
