import type { GamenowNotifyRequest, GamenowNotifyResponse } from '@portal/contracts';
import { apiClient } from '../../client';
import { toApiError } from '../../errors';

/** POST /v1/gamenow/notify. Failures become an ApiError with the server's message, else 'Please try again later'. */
export async function gamenowNotify(input: GamenowNotifyRequest): Promise<GamenowNotifyResponse> {
  try {
    const { data } = await apiClient.post<GamenowNotifyResponse>('/v1/gamenow/notify', input);
    return data;
  } catch (error) {
    throw toApiError(error, 'Please try again later');
  }
}
