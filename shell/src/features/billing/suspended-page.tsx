import { useState } from 'react';
import { useSetAtom } from 'jotai';
import {
  getDayData,
  getSubscription,
  retryPayment,
  subscriptionQueryKey,
  subscriptionSuspendedAtom,
  type Subscription,
} from '@portal/shared/api';
import { useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import { Link } from '@portal/shared/router';
import { useLocale, type Locale } from '@portal/shared/i18n';
import { formatPaisa } from '@portal/shared/lib';
import { PageHeading } from '@portal/shared/ui';
import { useT, type Message } from '../../i18n';
import { storeDayData } from '../startup/startup';

type T = (id: Message, values?: Record<string, unknown>) => string;

/**
 * What failed. The charging platform's reason is in English, so it is shown in English only; an
 * Urdu screen says what happened without it.
 */
function whatFailed(t: T, locale: Locale, subscription: Subscription | undefined): string {
  const failed = subscription?.charges.find((c) => c.status === 'declined' || c.status === 'failed');
  if (!failed) return t('shell.billing.failedUnknown');
  const why = failed.lastError && locale === 'en' ? ` (${failed.lastError})` : '';
  return t('shell.billing.failed', { amount: formatPaisa(failed.totalPaisa), why });
}

/** 'prepaid' or 'postpaid' in the active language; another line type as the api wrote it. */
function lineName(t: T, lineType: string): string {
  if (lineType === 'prepaid') return t('shell.billing.line.prepaid');
  if (lineType === 'postpaid') return t('shell.billing.line.postpaid');
  return lineType;
}

/** Access is paused after a failed charge: what happened, and a retry that brings the portal back. */
export function SuspendedPage() {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const setSuspended = useSetAtom(subscriptionSuspendedAtom);
  const [error, setError] = useState<string | null>(null);
  const { data: subscription } = useQuery({ queryKey: subscriptionQueryKey, queryFn: getSubscription });
  const retry = useMutation({
    mutationFn: retryPayment,
    onMutate: () => setError(null),
    onSuccess: async () => {
      // The day data start-up could not load while access was paused.
      const day = await getDayData().catch(() => null);
      if (day) storeDayData(day);
      setSuspended(false);
      await queryClient.invalidateQueries();
    },
    onError: (e: Error) => setError(e.message),
  });
  const plan = subscription
    ? t('shell.billing.plan', { price: subscription.priceText, line: lineName(t, subscription.lineType) })
    : null;

  return (
    <section className="pz-card">
      <PageHeading title={t('shell.billing.heading')} />
      <p>{whatFailed(t, locale, subscription)}</p>
      <p>{t('shell.billing.recharge')}</p>
      {plan && <p className="pz-muted">{plan}</p>}
      {error && (
        <div className="pz-error" role="alert">
          <p>{error}</p>
        </div>
      )}
      <div className="pz-actions">
        <button type="button" className="pz-button" disabled={retry.isPending} onClick={() => retry.mutate()}>
          {t(retry.isPending ? 'shell.billing.retrying' : 'shell.billing.retry')}
        </button>
        <Link className="pz-button pz-button--secondary" to="/faqs">
          {t('shell.billing.faqs')}
        </Link>
        <Link className="pz-button pz-button--secondary" to="/unsubscribe">
          {t('shell.billing.unsubscribe')}
        </Link>
      </div>
    </section>
  );
}
