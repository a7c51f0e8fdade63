import { useState } from 'react';
import { gameCoverImage } from '@portal/shared/lib';
import type { GameChallenge, GameChallengesData } from '@portal/contracts';
import { formatNumber, Trans } from '@portal/shared/i18n';
import { GameCover } from '@portal/shared/ui';
import { useNameOf } from '../../../hooks/use-local-name';
import { useT } from '../../../i18n';
import { useRequireLogin } from '../../../hooks/use-require-login';
import { GAME_START_FAILED, usePlayLevel } from '../hooks/use-play-level';
import { levelGamePath, levelSession } from '../lib/level-games';
import { ChallengeEntryModal } from './challenge-entry-modal';
import { ImagePreviewModal } from './image-preview-modal';

export interface ChallengeCardProps {
  game: GameChallengesData['game'];
  challenge: GameChallenge;
  onSubmitted: () => void;
}

function ChallengePrize({ prize }: { prize: number }) {
  return (
    <p>
      <Trans
        id="tasks.prize"
        values={{ amount: formatNumber(prize) }}
        components={{ 0: <span className="tasks-prize" /> }}
      />
    </p>
  );
}

interface ChallengeActionProps {
  /** An Aim Train level played today and not passed: played once a day, no Play Now until tomorrow. */
  playedToday: boolean;
  pending: boolean;
  /** A level game's Play Now; a screenshot challenge has none. */
  onPlay?: () => void;
  onSubmitEntry: () => void;
}

/** An unclaimed challenge's button: 'Played today' (disabled), 'Play Now' or 'Submit Entry'. */
function ChallengeAction({ playedToday, pending, onPlay, onSubmitEntry }: ChallengeActionProps) {
  const t = useT();
  const requireLogin = useRequireLogin();
  if (playedToday) {
    return (
      <button type="button" className="pz-button" disabled>
        {t('tasks.challenge.playedToday')}
      </button>
    );
  }
  return onPlay ? (
    <button
      type="button"
      className="pz-button"
      disabled={pending}
      onClick={() => {
        if (requireLogin()) onPlay();
      }}
    >
      {pending ? t('tasks.challenge.starting') : t('tasks.challenge.playNow')}
    </button>
  ) : (
    <button
      type="button"
      className="pz-button"
      onClick={() => {
        if (requireLogin()) onSubmitEntry();
      }}
    >
      {t('tasks.screenshot.submit')}
    </button>
  );
}

/**
 * A claimed challenge's badge: CLAIMED, or for a screenshot entry still in review or refused the
 * state /completed shows ('Waiting for review', 'Not approved'): CLAIMED reads as a prize received.
 */
function ClaimedBadge({ status }: { status: GameChallenge['entryStatus'] }) {
  const t = useT();
  if (status === 'pending')
    return <span className="tasks-badge tasks-badge--pending">{t('tasks.completed.pending')}</span>;
  if (status === 'rejected')
    return <span className="tasks-badge tasks-badge--rejected">{t('tasks.completed.rejected')}</span>;
  return <span className="tasks-badge">{t('tasks.challenge.claimed')}</span>;
}

/**
 * One challenge: image (opens a preview), CLAIMED badge, and 'Play Now' or 'Submit Entry' ('Played
 * today', disabled, for an Aim Train level played today and not passed).
 */
export function ChallengeCard({ game, challenge, onSubmitted }: ChallengeCardProps) {
  const [previewOpen, setPreviewOpen] = useState(false);
  const [entryOpen, setEntryOpen] = useState(false);
  const { play, pending, error } = usePlayLevel();
  const t = useT();
  const nameOf = useNameOf();
  const name = nameOf(challenge.challengeName, challenge);
  // The objective in the active language: `objectiveUr` in Urdu when the operator gave one.
  const objective = nameOf(challenge.objective, { nameUr: challenge.objectiveUr });
  const claimed = challenge.makeEntry === 1;
  const gamePath = levelGamePath(game, challenge);
  const image = challenge.challengeThumbnail ?? game.thumbnail;
  const previewSrc = image ?? gameCoverImage(game.game)?.webp ?? null;

  return (
    <article className="pz-card challenge-card" aria-label={name}>
      <button
        type="button"
        className="challenge-card__image"
        aria-label={t('tasks.challenge.preview', { name })}
        onClick={() => setPreviewOpen(true)}
        disabled={!previewSrc}
      >
        <GameCover game={game.game} src={image} className="game-cover" />
      </button>
      <div className="challenge-card__body">
        <h2 className="challenge-card__name">{name}</h2>
        {claimed && <ClaimedBadge status={challenge.entryStatus} />}
        <p className="pz-muted">{objective}</p>
        <ChallengePrize prize={challenge.prize} />
        {!claimed && (
          <ChallengeAction
            playedToday={challenge.playedToday === 1}
            pending={pending}
            onPlay={gamePath ? () => void play(gamePath, levelSession(game, challenge)) : undefined}
            onSubmitEntry={() => setEntryOpen(true)}
          />
        )}
        {error && (
          <p className="tasks-message tasks-message--error" role="alert">
            {error === GAME_START_FAILED ? t('tasks.challenge.startFailed') : error}
          </p>
        )}
      </div>
      {previewSrc && (
        <ImagePreviewModal
          open={previewOpen}
          src={previewSrc}
          title={name}
          onClose={() => setPreviewOpen(false)}
        />
      )}
      {entryOpen && (
        <ChallengeEntryModal
          open
          title={name}
          gameId={game.gameId}
          challengeId={challenge.challengeId}
          onClose={() => setEntryOpen(false)}
          onSubmitted={onSubmitted}
        />
      )}
    </article>
  );
}
