import type { DailyEntryRequest, EntryResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { toApiError } from '../../errors';

function toFormData(input: DailyEntryRequest): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

/** POST /v1/daily-challenges/entry (multipart/form-data), reporting the upload's progress (0-1). Failures become an ApiError with the server's message, else 'Failed to submit image. Please try again.'. */
export async function submitDailyEntry(
  input: DailyEntryRequest,
  onProgress?: (fraction: number) => void,
): Promise<EntryResponse> {
  try {
    const { data } = await apiClient.post<EntryResponse>('/v1/daily-challenges/entry', toFormData(input), {
      headers: { 'Content-Type': 'multipart/form-data' },
      onUploadProgress: (event) => {
        if (onProgress && event.total) onProgress(event.loaded / event.total);
      },
    });
    return data;
  } catch (error) {
    throw toApiError(error, 'Failed to submit image. Please try again.');
  }
}
