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

/** One challenge: image (opens a preview), CLAIMED badge, and 'Play Now' or 'Submit Entry'. */
export function ChallengeCard({ game, challenge, onSubmitted }: ChallengeCardProps) {
  const [previewOpen, setPreviewOpen] = useState(false);
  const [entryOpen, setEntryOpen] = useState(false);
  const { play, pending, error } = usePlayLevel();
  const requireLogin = useRequireLogin();
  const t = useT();
  const name = useNameOf()(challenge.challengeName, challenge);
  const claimed = challenge.makeEntry === 1;
  const gamePath = levelGamePath(game, challenge);
  const image = challenge.challengeThumbnail ?? game.thumbnail;
  const previewSrc = image ?? gameCoverImage(game.game)?.src ?? null;

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
        {claimed && <span className="tasks-badge">{t('tasks.challenge.claimed')}</span>}
        <p className="pz-muted">{challenge.objective}</p>
        <ChallengePrize prize={challenge.prize} />
        {!claimed &&
          (gamePath ? (
            <button
              type="button"
              className="pz-button"
              disabled={pending}
              onClick={() => {
                if (requireLogin()) void play(gamePath, levelSession(game, challenge));
              }}
            >
              {pending ? t('tasks.challenge.starting') : t('tasks.challenge.playNow')}
            </button>
          ) : (
            <button
              type="button"
              className="pz-button"
              onClick={() => {
                if (requireLogin()) setEntryOpen(true);
              }}
            >
              {t('tasks.screenshot.submit')}
            </button>
          ))}
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
