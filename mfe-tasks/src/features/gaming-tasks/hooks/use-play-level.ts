import { useState } from 'react';
import { useNavigate } from '@portal/shared/router';
import { startGameLevel } from '@portal/shared/api';
import { apiMessage } from '@portal/shared/i18n';
import type { GameLevelSession } from '@portal/contracts';

export const GAME_START_FAILED = 'Something went wrong.';

/**
 * 'Play Now' for Aim Train and Puzzle Mania: the play-start call, then the game page with the
 * level session as routing state (plus the seed the api issued, for Aim Train). A refusal shows the
 * server's message or 'Something went wrong.'.
 */
export function usePlayLevel() {
  const navigate = useNavigate();
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
    }
  };
  return { play, pending, error };
}
