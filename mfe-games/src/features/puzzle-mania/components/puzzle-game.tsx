import { useCallback, useEffect, useState } from 'react';
import { startGameLevel } from '@portal/shared/api';
import { Link } from '@portal/shared/router';
import type { PuzzleLevelNumber } from '@portal/game-rules/puzzle';
import type { GameLevelSession } from '@portal/contracts';
import { PageHeading } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import { useImmersiveGame } from '../../game-platform/hooks/use-immersive-game';
import { LEVEL_GAMES_HOME } from '../../game-platform/lib/level-session';
import { randomSeed } from '../../game-platform/lib/random-seed';
import { usePuzzle } from '../hooks/use-puzzle';
import { usePuzzleResult } from '../hooks/use-puzzle-result';
import { PUZZLE_IMAGES } from '../images';
import { failureBanner, successBanner } from '../lib/puzzle-messages';
import { DifficultyButtons } from './difficulty-buttons';
import { PuzzleBoard } from './puzzle-board';
import { PuzzleResultPopup } from './puzzle-result-popup';
import { PuzzleStats } from './puzzle-stats';

export interface PuzzleGameProps {
  session: GameLevelSession;
  level: PuzzleLevelNumber;
  /** The board's seed: the one the api issued at play-start (tests pass a fixed one). */
  seed?: () => number;
}

export function PuzzleGame({ session, level, seed }: PuzzleGameProps) {
  const t = useT();
  // Reset and Play Again start the level again: the api issues the next board.
  const nextSeed = useCallback(async () => {
    const answer = await startGameLevel(session);
    return answer.data?.seed ?? randomSeed();
  }, [session]);
  const { state, moves, click, reset } = usePuzzle(level, seed, nextSeed);
  const report = usePuzzleResult(session, state, moves);
  const [popupOpen, setPopupOpen] = useState(false);
  const finished = state.status === 'solved' || state.status === 'failed';
  useEffect(() => setPopupOpen(finished), [finished]);
  // While a board is in play the shell's chrome steps aside on a phone held sideways, so the whole
  // board is in view beside the counters (puzzle-mania.css); the chrome comes back when it is over.
  useImmersiveGame(!finished);
  const image = PUZZLE_IMAGES[state.imageIndex] ?? PUZZLE_IMAGES[0] ?? '';
  return (
    <section className={finished ? 'puzzle-mania' : 'puzzle-mania puzzle-mania--in-play'}>
      <PageHeading title="Puzzle Mania" />
      <DifficultyButtons level={level} />
      <PuzzleStats state={state} />
      {state.status === 'solved' && (
        <p className="puzzle-banner puzzle-banner--success" role="status">
          {successBanner(state)}
        </p>
      )}
      {state.status === 'failed' && (
        <p className="puzzle-banner puzzle-banner--failure" role="alert">
          {failureBanner(state)}
        </p>
      )}
      <div className="puzzle-mania__play">
        <PuzzleBoard state={state} image={image} onTile={click} />
        <figure className="puzzle-reference">
          <img src={image} alt={t('games.puzzle.reference.alt')} width={120} height={120} />
          <figcaption className="pz-muted">{t('games.puzzle.reference.caption')}</figcaption>
        </figure>
      </div>
      <div className="puzzle-mania__actions">
        <button type="button" className="pz-button" onClick={reset}>
          {t('games.puzzle.reset')}
        </button>
        <Link to={LEVEL_GAMES_HOME} className="pz-button pz-button--secondary">
          {t('games.puzzle.back')}
        </Link>
      </div>
      <PuzzleResultPopup
        state={state}
        report={report}
        open={popupOpen}
        onClose={() => setPopupOpen(false)}
        onPlayAgain={reset}
      />
    </section>
  );
}
