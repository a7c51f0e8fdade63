import { useQuery } from '@portal/shared/query';
import { useNavigate } from '@portal/shared/router';
import { redemptionsQueryOptions } from '@portal/shared/api';
import { formatCredits } from '@portal/shared/lib';
import type { Redemption, RedemptionStatus } from '@portal/contracts';
import { formatDateTime, useLocalName } from '@portal/shared/i18n';
import { QueryState } from '@portal/shared/ui';
import { useT, type Message } from '../../../i18n';
import { useCancelRedemption } from '../hooks/use-cancel-redemption';
import type { RedeemRouteState } from '../hooks/use-redeem-reward';
import './my-redemptions.css';

export const STATUS_LABELS: Record<RedemptionStatus, Message> = {
  reserved: 'rewards.redemptions.status.reserved',
  requested: 'rewards.redemptions.status.requested',
  processing: 'rewards.redemptions.status.processing',
  fulfilled: 'rewards.redemptions.status.fulfilled',
  cancelled: 'rewards.redemptions.status.cancelled',
  refunded: 'rewards.redemptions.status.refunded',
};

// Both in the browser's time zone unless one is given (the subscriber's own): a redemption made
// at 02:10 in Karachi is dated that day, not the day before (its UTC date).
/**
 * When a hold ends, with its day (a hold can end tomorrow), as the portal writes a moment: 'Nov 24,
 * 2:40 AM' in English, '24 نومبر، 02:40' in Urdu (its 24-hour clock).
 */
export const holdTime = (iso: string, timeZone?: string) =>
  formatDateTime(iso, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone });
const dayFormats = new Map<string | undefined, Intl.DateTimeFormat>();
/** 2026-11-24: the calendar day, written as the api writes days. */
export function calendarDay(iso: string, timeZone?: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

function RedemptionRow({ redemption }: { redemption: Redemption }) {
  const t = useT();
  const name = useLocalName()(redemption);
  const navigate = useNavigate();
  const cancel = useCancelRedemption();
  const resume = () => {
    const { item, uuid, name, tel, id_require } = redemption;
    const state: RedeemRouteState = { redeem: { item, uuid, name, tel, id_require } };
    navigate('/redeem', { state });
  };
  const reserved = redemption.status === 'reserved';
  return (
    <li className="my-redemptions__item" data-testid="redemption" aria-label={name}>
      <div className="my-redemptions__main">
        <strong>{name}</strong>
        <span className="pz-muted">
          {t('rewards.redemptions.line', {
            credits: formatCredits(redemption.credits),
            date: calendarDay(redemption.created_at),
          })}
        </span>
        {reserved && redemption.expires_at && (
          <span className="pz-muted">
            {t('rewards.redemptions.heldUntil', { time: holdTime(redemption.expires_at) })}
          </span>
        )}
      </div>
      <span className={`my-redemptions__status my-redemptions__status--${redemption.status}`}>
        {redemption.status in STATUS_LABELS ? t(STATUS_LABELS[redemption.status]) : redemption.status}
      </span>
      {reserved && (
        <div className="my-redemptions__actions">
          <button type="button" className="pz-button" onClick={resume} disabled={cancel.isPending}>
            {t('rewards.redemptions.resume')}
          </button>
          <button
            type="button"
            className="pz-button pz-button--secondary"
            onClick={() => cancel.mutate(redemption.uuid)}
            disabled={cancel.isPending}
          >
            {cancel.isPending ? t('rewards.redemptions.cancelling') : t('rewards.redemptions.cancel')}
          </button>
        </div>
      )}
    </li>
  );
}

/** 'My redemptions' on /profile: each redemption with its status; an unclaimed one can be resumed. */
export function MyRedemptions() {
  const t = useT();
  const list = useQuery(redemptionsQueryOptions());
  return (
    <section className="my-redemptions pz-card" aria-labelledby="my-redemptions-title">
      <h2 id="my-redemptions-title" className="my-redemptions__title">
        {t('rewards.redemptions.heading')}
      </h2>
      <QueryState
        query={list}
        loadingLabel={t('rewards.redemptions.loading')}
        minHeight={80}
        errorMessage={t('rewards.redemptions.loadFailed')}
        isEmpty={(data) => data.data.length === 0}
        empty={t('rewards.redemptions.empty')}
      >
        {(data) => (
          <ul className="my-redemptions__list">
            {data.data.map((r) => (
              <RedemptionRow key={r.uuid} redemption={r} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/**
 * On /rewards, above the list: the redemptions whose credits are held for a claim not yet finished
 * (the balance shown excludes them), each to resume or cancel; nothing while there are none.
 */
export function HeldRedemptions() {
  const t = useT();
  const list = useQuery(redemptionsQueryOptions());
  const held = list.data?.data.filter((r) => r.status === 'reserved') ?? [];
  if (held.length === 0) return null;
  return (
    <section className="my-redemptions pz-card" aria-labelledby="held-redemptions-title">
      <h2 id="held-redemptions-title" className="my-redemptions__title">
        {t('rewards.held.heading')}
      </h2>
      <p className="pz-muted">{t('rewards.held.note')}</p>
      <ul className="my-redemptions__list">
        {held.map((r) => (
          <RedemptionRow key={r.uuid} redemption={r} />
        ))}
      </ul>
    </section>
  );
}
