import type { EslGame, EslGamesResponse } from '@portal/contracts';

/** docs/product/streak-and-tasks.md: an empty list unless success is true and the eslgames list exists; then the active ones. */
export function activeEslGames(response: EslGamesResponse | undefined): EslGame[] {
  if (response?.success !== true || !Array.isArray(response.data?.eslgames)) return [];
  return response.data.eslgames.filter((game) => game.game_status === 1);
}

export function isCannonGame(game: Pick<EslGame, 'game_name' | 'game_unique_id'>): boolean {
  return game.game_unique_id === 'cannon-clash' || game.game_name.toLowerCase().includes('cannon');
}

/** docs/product/streak-and-tasks.md: Cannon Clash goes to /tournaments, the others to their challenge list. */
export function eslGameHref(game: EslGame): string {
  return isCannonGame(game) ? '/tournaments' : `/game-challenges?gameId=${game.gameId}`;
}
