import type { GamenowNotifyRequest, GamenowNotifyResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { t } from '@portal/shared/i18n';

/** POST /v1/gamenow/notify. Failures become an ApiError with the server's message, else 'Please try again later'. */
export async function gamenowNotify(input: GamenowNotifyRequest): Promise<GamenowNotifyResponse> {
  return apiCall<GamenowNotifyResponse>({
    method: 'POST',
    path: '/v1/gamenow/notify',
    body: input,
    fallback: t('shared.api.tryLater'),
  });
}
