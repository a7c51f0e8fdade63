import { useQuery } from '@portal/shared/query';
import { useNavigate } from '@portal/shared/router';
import { REDEMPTIONS_LOAD_FAILED, redemptionsQueryOptions } from '@portal/shared/api';
import { formatCredits } from '@portal/shared/lib';
import type { Redemption, RedemptionStatus } from '@portal/contracts';
import { QueryState } from '@portal/shared/ui';
import { useCancelRedemption } from '../hooks/use-cancel-redemption';
import type { RedeemRouteState } from '../hooks/use-redeem-reward';
import './my-redemptions.css';

export const STATUS_LABELS: Record<RedemptionStatus, string> = {
  reserved: 'Reserved',
  requested: 'Requested',
  processing: 'Processing',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
const day = (iso: string) => new Date(iso).toISOString().slice(0, 10);

function RedemptionRow({ redemption }: { redemption: Redemption }) {
  const navigate = useNavigate();
  const cancel = useCancelRedemption();
  const resume = () => {
    const { item, uuid, name, tel, id_require } = redemption;
    const state: RedeemRouteState = { redeem: { item, uuid, name, tel, id_require } };
    navigate('/redeem', { state });
  };
  const reserved = redemption.status === 'reserved';
  return (
    <li className="my-redemptions__item" data-testid="redemption" aria-label={redemption.name}>
      <div className="my-redemptions__main">
        <strong>{redemption.name}</strong>
        <span className="pz-muted">
          {formatCredits(redemption.credits)} credits · {day(redemption.created_at)}
        </span>
        {reserved && redemption.expires_at && (
          <span className="pz-muted">Credits held until {time(redemption.expires_at)}</span>
        )}
      </div>
      <span className={`my-redemptions__status my-redemptions__status--${redemption.status}`}>
        {STATUS_LABELS[redemption.status] ?? redemption.status}
      </span>
      {reserved && (
        <div className="my-redemptions__actions">
          <button type="button" className="pz-button" onClick={resume} disabled={cancel.isPending}>
            Resume claim
          </button>
          <button
            type="button"
            className="pz-button pz-button--secondary"
            onClick={() => cancel.mutate(redemption.uuid)}
            disabled={cancel.isPending}
          >
            {cancel.isPending ? 'Cancelling...' : 'Cancel'}
          </button>
        </div>
      )}
    </li>
  );
}

/** 'My redemptions' on /profile: each redemption with its status; an unclaimed one can be resumed. */
export function MyRedemptions() {
  const list = useQuery(redemptionsQueryOptions());
  return (
    <section className="my-redemptions pz-card" aria-labelledby="my-redemptions-title">
      <h2 id="my-redemptions-title" className="my-redemptions__title">
        My redemptions
      </h2>
      <QueryState
        query={list}
        loadingLabel="Loading redemptions..."
        minHeight={80}
        errorMessage={REDEMPTIONS_LOAD_FAILED}
        isEmpty={(data) => data.data.length === 0}
        empty="No redemptions yet."
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
