import { useMutation } from '@portal/shared/query';
import { encryptUnsubscribe, unsubscribeUrl } from '@portal/shared/api';
import { session } from '@portal/shared/session';
import { leavePortal } from '@portal/shared/lib';

/** Catalog id: 'An error occurred. Please try again.' */
export const UNSUBSCRIBE_FAILED = 'rewards.unsubscribe.failed';

/**
 * docs/product/access-and-start-up.md: POST {unsubscribe service}/api/encrypt with the session's msisdn and this host,
 * then the browser goes to the service's unsubscribe link, which ends the subscription and lands on
 * the landing page. The session is cleared first: it is of no use once the subscription ends.
 */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: async () => {
      const mobile = session.msisdn();
      if (!mobile) throw new Error(UNSUBSCRIBE_FAILED);
      const answer = await encryptUnsubscribe({ mobile, domainName: window.location.host });
      if (!answer.status || !answer.data?.mobile) throw new Error(UNSUBSCRIBE_FAILED);
      return unsubscribeUrl(answer.data);
    },
    onSuccess: (url) => {
      leavePortal(url);
      session.clearAll();
    },
  });
}
