import { Link } from '@portal/shared/router';
import type { Tournament, useTournamentAction } from './api';
import { isVoidable } from './tournament-labels';

interface Props {
  t: Tournament;
  manage: boolean;
  action: ReturnType<typeof useTournamentAction>;
  voiding: boolean;
  setVoiding: (voiding: boolean) => void;
}

/**
 * The name with Edit and Void for managers; Void (only while the tournament is open or in
 * progress) asks first, and the action's error shows below.
 */
export function TournamentHeading({ t, manage, action, voiding, setVoiding }: Props) {
  return (
    <>
      <div className="op-heading-row">
        <h1>{t.name}</h1>
        {manage && (
          <div className="op-actions">
            <Link className="op-button" to={`/operator/tournaments/${t.id}/edit`}>
              Edit
            </Link>
            {isVoidable(t) && (
              <button type="button" className="op-button op-button--danger" onClick={() => setVoiding(true)}>
                Void with refunds
              </button>
            )}
          </div>
        )}
      </div>
      {voiding && isVoidable(t) && (
        <div className="op-reason" role="group" aria-label="Void">
          <span>Void this tournament? Every entry fee is refunded and players are told by SMS.</span>
          <button
            type="button"
            className="op-button op-button--danger"
            disabled={action.isPending}
            onClick={() => action.mutate({ void: true }, { onSuccess: () => setVoiding(false) })}
          >
            Void tournament
          </button>
          <button type="button" className="op-button op-button--ghost" onClick={() => setVoiding(false)}>
            Keep it
          </button>
        </div>
      )}
      {action.error && (
        <p role="alert" className="op-alert">
          {action.error.message}
        </p>
      )}
    </>
  );
}
