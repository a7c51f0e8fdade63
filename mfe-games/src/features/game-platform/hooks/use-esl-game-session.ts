import { useEffect } from 'react';
import { useQuery } from '@portal/shared/query';
import { enterEslGame, eslGamesQueryOptions, exitEslGame, exitEslGameOnUnload } from '@portal/shared/api';
import type { EslGameSessionRequest } from '@portal/contracts';

/**
 * The ESL game session (README "ESL game sessions"): POST /v1/esl-games/enter when the game
 * page opens with { gameId, game_name }, and /exit with the returned sessionId when the player
 * leaves the page, or with a keepalive request carrying the bearer token when the tab closes.
 * The gameId comes from the ESL games list (GET /v1/esl-games/check) by game_unique_id.
 */
export function useEslGameSession(gameUniqueId: string) {
  const { data } = useQuery(eslGamesQueryOptions());
  const game = data?.data?.eslgames?.find((g) => g.game_unique_id === gameUniqueId);
  const gameId = game?.gameId;
  const gameName = game?.game_name;

  useEffect(() => {
    if (gameId === undefined || gameName === undefined) return undefined;
    const body: EslGameSessionRequest = { gameId, game_name: gameName };
    let closed = false;
    const opened = enterEslGame(body)
      .then((r) => r.data.sessionId)
      .catch(() => undefined);
    const exitBody = (sessionId: string | undefined): EslGameSessionRequest =>
      sessionId ? { ...body, sessionId } : body;
    let sessionId: string | undefined;
    void opened.then((id) => {
      sessionId = id;
    });
    const onPageHide = () => {
      if (closed) return;
      closed = true;
      exitEslGameOnUnload(exitBody(sessionId));
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      if (closed) return;
      closed = true;
      void opened.then((id) => (id ? exitEslGame(exitBody(id)).catch(() => undefined) : undefined));
    };
  }, [gameId, gameName]);
}
