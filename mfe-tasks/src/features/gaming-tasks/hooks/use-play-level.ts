import { useState } from 'react';
import { useNavigate } from '@portal/shared/router';
import { useQueryClient } from '@portal/shared/query';
import { gameChallengesQueryKey, startGameLevel } from '@portal/shared/api';
import { apiMessage } from '@portal/shared/i18n';
import type { GameLevelSession } from '@portal/contracts';

export const GAME_START_FAILED = 'Something went wrong.';

/** The first part of every game's level list key (['game-challenges', { id }]). */
const [LEVEL_LISTS] = gameChallengesQueryKey({ id: 0 });

/**
 * 'Play Now' for Aim Train and Puzzle Mania: the play-start call, then the game page with the
 * level session as routing state (plus the seed the api issued, for Aim Train). A refusal shows the
 * server's message or 'Something went wrong.'. Once the api has answered, the level lists are asked
 * again when they next show: a started Aim Train level cannot be played again today, and a refusal
 * ('You have already played this level today.') means the list held an older copy.
 */
export function usePlayLevel() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const play = async (path: string, session: GameLevelSession) => {
    setPending(true);
    setError(null);
    try {
      const answer = await startGameLevel(session);
      if (answer.success) {
        const seed = answer.data?.seed;
        navigate(path, { state: typeof seed === 'number' ? { ...session, seed } : session });
        return;
      }
      setError(
        apiMessage((answer as { code?: unknown }).code, answer.message || undefined, GAME_START_FAILED),
      );
    } catch (failure) {
      // startGameLevel raises an ApiError: the server's message, else 'Something went wrong.'.
      setError(failure instanceof Error ? failure.message : GAME_START_FAILED);
    } finally {
      setPending(false);
      void queryClient.invalidateQueries({ queryKey: [LEVEL_LISTS] });
    }
  };
  return { play, pending, error };
}
