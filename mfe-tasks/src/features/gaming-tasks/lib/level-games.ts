import type { GameChallenge, GameChallengesData, GameLevelSession } from '@portal/contracts';

/** The in-house level games and the page each one is played on. */
const LEVEL_GAME_PATHS: Record<string, string> = {
  'aim-train': '/aim-train',
  'puzzle-mania': '/puzzle-mania',
};

/** Where 'Play Now' goes for this challenge, or null when it is a screenshot challenge. */
export function levelGamePath(game: GameChallengesData['game'], challenge: GameChallenge): string | null {
  if (challenge.game_level == null || !game.game_unique_id) return null;
  return LEVEL_GAME_PATHS[game.game_unique_id] ?? null;
}

/** docs/product/streak-and-tasks.md, 'Game level session': the play-start body and the game page's routing state. */
export function levelSession(game: GameChallengesData['game'], challenge: GameChallenge): GameLevelSession {
  return {
    game_unique_id: game.game_unique_id ?? '',
    game_name: game.game,
    game_level: challenge.game_level ?? 0,
    level_credits: challenge.prize,
  };
}

/** Active challenges (archived 0), the ones not yet claimed first (makeEntry ascending). */
export function visibleChallenges(challenges: GameChallenge[]): GameChallenge[] {
  return challenges.filter((c) => c.archived === 0).sort((a, b) => a.makeEntry - b.makeEntry);
}
