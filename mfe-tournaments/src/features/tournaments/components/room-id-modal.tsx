import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@portal/shared/query';
import { useNavigate } from '@portal/shared/router';
import { matchCheckin } from '@portal/shared/api';
import type { Tournament } from '@portal/contracts';
import { apiMessage } from '@portal/shared/i18n';
import { Modal } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { useTournamentName } from '../hooks/use-tournament-name';
import './room-id-modal.css';

export const ROOM_REQUIRED = 'Room ID is required';
export const ROOM_FALLBACK = 'Something went wrong.';

export interface CannonClashState {
  roomId: string;
  tournamentId: number;
  startGame: boolean;
}

export interface RoomIdModalProps {
  tournament: Tournament | null;
  onClose: () => void;
}

/**
 * The room-ID popup of a running ESL tournament (docs/product/tournaments.md): the Room ID from the SMS,
 * non-empty after trimming; an accepted one goes to /cannon-clash with roomId, tournamentId, startGame.
 */
export function RoomIdModal({ tournament, onClose }: RoomIdModalProps) {
  const inputId = useId();
  const errorId = useId();
  const navigate = useNavigate();
  const [roomId, setRoomId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const nameOf = useTournamentName();
  const submit = useMutation({
    mutationFn: (input: { tournamentId: number; roomId: string }) => matchCheckin(input),
    onSuccess: (answer, input) => {
      if (answer.success && answer.start_game) {
        const state: CannonClashState = { ...input, startGame: true };
        navigate('/cannon-clash', { state });
      } else
        setError(apiMessage((answer as { code?: unknown }).code, answer.message || undefined, ROOM_FALLBACK));
    },
    onError: (err) => setError(err.message),
  });

  const close = () => {
    setRoomId('');
    setError(null);
    submit.reset();
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!tournament) return;
    const trimmed = roomId.trim();
    if (!trimmed) {
      setError(ROOM_REQUIRED);
      return;
    }
    setError(null);
    submit.mutate({ tournamentId: tournament.id, roomId: trimmed });
  };

  return (
    <Modal open={tournament !== null} title={t('tournaments.room.title')} onClose={close}>
      <form onSubmit={onSubmit} noValidate>
        <p className="pz-muted">{tournament && nameOf(tournament)}</p>
        <div className={`pz-field${error ? ' pz-field--error' : ''}`}>
          <label htmlFor={inputId}>{t('tournaments.room.label')}</label>
          <input
            id={inputId}
            value={roomId}
            autoComplete="off"
            autoCapitalize="characters"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setRoomId(e.target.value)}
          />
        </div>
        {error && (
          <p id={errorId} role="alert" className="room-id__error">
            {error === ROOM_REQUIRED
              ? t('tournaments.room.required')
              : error === ROOM_FALLBACK
                ? t('tournaments.room.failed')
                : error}
          </p>
        )}
        <button type="submit" className="pz-button" disabled={submit.isPending}>
          {submit.isPending ? t('tournaments.room.submitting') : t('tournaments.room.submit')}
        </button>
      </form>
    </Modal>
  );
}
