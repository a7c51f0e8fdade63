import { productConfig } from '@portal/shared/config';
import type { EncryptRequest, EncryptResponse } from '@portal/contracts';
import { apiCall } from '../../api-call';
import { serviceClient } from '../../http';
import { t } from '@portal/shared/i18n';

/**
 * POST {unsubscribe service}/api/encrypt: `mobile` is the session's msisdn (the signed subscriber
 * reference). The browser then goes to {service}/unsubscribe?mobile=..&domainName=.. (see
 * unsubscribeUrl), which ends the subscription and lands on the landing page.
 */
export async function encryptUnsubscribe(input: EncryptRequest): Promise<EncryptResponse> {
  return apiCall<EncryptResponse>({
    client: serviceClient,
    method: 'POST',
    path: `${productConfig.unsubscribeServiceUrl}/api/encrypt`,
    body: input,
    fallback: t('shared.api.tryAgain'),
  });
}

export function unsubscribeUrl(data: EncryptResponse['data']): string {
  const query = new URLSearchParams({ mobile: data.mobile, domainName: data.domainName });
  return `${productConfig.unsubscribeServiceUrl}/unsubscribe?${query.toString()}`;
}
