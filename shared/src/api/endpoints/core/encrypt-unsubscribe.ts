import axios from 'axios';
import { productConfig } from '@portal/shared/config';
import type { EncryptRequest, EncryptResponse } from '@portal/contracts';
import { toApiError } from '../../errors';

/**
 * POST {unsubscribe service}/api/encrypt: `mobile` is the session's msisdn (the signed subscriber
 * reference). The browser then goes to {service}/unsubscribe?mobile=..&domainName=.. (see
 * unsubscribeUrl), which ends the subscription and lands on the landing page.
 */
export async function encryptUnsubscribe(input: EncryptRequest): Promise<EncryptResponse> {
  try {
    const { data } = await axios.post<EncryptResponse>(
      `${productConfig.unsubscribeServiceUrl}/api/encrypt`,
      input,
      {
        headers: { 'Content-Type': 'application/json' },
      },
    );
    return data;
  } catch (error) {
    throw toApiError(error, 'An error occurred. Please try again.');
  }
}

export function unsubscribeUrl(data: EncryptResponse['data']): string {
  const query = new URLSearchParams({ mobile: data.mobile, domainName: data.domainName });
  return `${productConfig.unsubscribeServiceUrl}/unsubscribe?${query.toString()}`;
}
