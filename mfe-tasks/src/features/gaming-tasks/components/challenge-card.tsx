import { useState } from 'react';
import { gameCoverImage } from '@portal/shared/lib';
import type { GameChallenge, GameChallengesData } from '@portal/contracts';
import { GameCover } from '@portal/shared/ui';
import { useRequireLogin } from '../../../hooks/use-require-login';
import { usePlayLevel } from '../hooks/use-play-level';
import { levelGamePath, levelSession } from '../lib/level-games';
import { ChallengeEntryModal } from './challenge-entry-modal';
import { ImagePreviewModal } from './image-preview-modal';

export interface ChallengeCardProps {
  game: GameChallengesData['game'];
  challenge: GameChallenge;
  onSubmitted: () => void;
}

/** One challenge: image (opens a preview), CLAIMED badge, and 'Play Now' or 'Submit Entry'. */
export function ChallengeCard({ game, challenge, onSubmitted }: ChallengeCardProps) {
  const [previewOpen, setPreviewOpen] = useState(false);
  const [entryOpen, setEntryOpen] = useState(false);
  const { play, pending, error } = usePlayLevel();
  const requireLogin = useRequireLogin();
  const claimed = challenge.makeEntry === 1;
  const gamePath = levelGamePath(game, challenge);
  const image = challenge.challengeThumbnail ?? game.thumbnail;
  const previewSrc = image ?? gameCoverImage(game.game)?.src ?? null;

  return (
    <article className="pz-card challenge-card" aria-label={challenge.challengeName}>
      <button
        type="button"
        className="challenge-card__image"
        aria-label={`Preview ${challenge.challengeName}`}
        onClick={() => setPreviewOpen(true)}
        disabled={!previewSrc}
      >
        <GameCover game={game.game} src={image} className="game-cover" />
      </button>
      <div className="challenge-card__body">
        <h2 className="challenge-card__name">{challenge.challengeName}</h2>
        {claimed && <span className="tasks-badge">CLAIMED</span>}
        <p className="pz-muted">{challenge.objective}</p>
        <p>
          Prize: <span className="tasks-prize">{challenge.prize} credits</span>
        </p>
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
              {pending ? 'Starting...' : 'Play Now'}
            </button>
          ) : (
            <button
              type="button"
              className="pz-button"
              onClick={() => {
                if (requireLogin()) setEntryOpen(true);
              }}
            >
              Submit Entry
            </button>
          ))}
        {error && (
          <p className="tasks-message tasks-message--error" role="alert">
            {error}
          </p>
        )}
      </div>
      {previewSrc && (
        <ImagePreviewModal
          open={previewOpen}
          src={previewSrc}
          title={challenge.challengeName}
          onClose={() => setPreviewOpen(false)}
        />
      )}
      {entryOpen && (
        <ChallengeEntryModal
          open
          title={challenge.challengeName}
          gameId={game.gameId}
          challengeId={challenge.challengeId}
          onClose={() => setEntryOpen(false)}
          onSubmitted={onSubmitted}
        />
      )}
    </article>
  );
}
