import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { portal } from '../support/portal';
import { operatorMatches, operatorResult } from './cannon-clash';
import { serverNow } from './tournaments';

// A tournament match of Cannon Clash seen from the operator api and from the players' reports.

/** Both players' result reports agree with what the room server recorded, and name winner and loser. */
export async function expectMatchReports(
  winner: Response,
  loser: Response,
  match: { tournamentId: number; roomId: string },
) {
  for (const response of [winner, loser]) {
    expect(response.request().postDataJSON()).toMatchObject(match);
    expect(await response.json()).toMatchObject({ data: { success: true, errors: null } });
  }
  expect(winner.request().postDataJSON()).toMatchObject({ result_flag: 'winner' });
  expect(loser.request().postDataJSON()).toMatchObject({ result_flag: 'loser' });
}

/**
 * The engine has `winner` as the winner of the match in `roomId`; once the operator settles the
 * rest of round 1, the winner is drawn into round 2.
 */
export async function expectWinnerAdvances(
  request: APIRequestContext,
  tournamentId: number,
  roomId: string,
  winner: string,
) {
  const matches = await operatorMatches(request, tournamentId);
  const ours = matches.find((m) => m.room_id === roomId);
  expect(ours).toMatchObject({ status: 'finished', winner });
  for (const m of matches.filter((x) => x.round === 1 && x.status !== 'finished' && x.player1)) {
    await operatorResult(request, m.id, m.player1 as string);
  }
  await expect
    .poll(
      async () =>
        (await operatorMatches(request, tournamentId)).some(
          (m) => m.round === 2 && (m.player1 === winner || m.player2 === winner),
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * A round-1 match between two phones made through the operator api, with a Room ID of its own, at
 * the api's present time: its room is open at once (a match without a time would be at its round's
 * time, the tournament's start).
 */
export async function operatorMatchRoom(
  request: APIRequestContext,
  tournamentId: number,
  players: { player1: string; player2: string },
) {
  const operator = { 'x-operator-key': portal.operatorKey };
  const made = await request.post(`${portal.origin}/api/operator/tournaments/${tournamentId}/matches`, {
    headers: operator,
    data: { round: 1, ...players, scheduledAt: await serverNow(request) },
  });
  expect(made.ok()).toBe(true);
  const matchId = ((await made.json()) as { data: { id: number } }).data.id;
  const roomId = `PZ-RL${Date.now().toString(36).toUpperCase()}`;
  const room = await request.put(`${portal.origin}/api/operator/matches/${matchId}/room`, {
    headers: operator,
    data: { roomId, password: '1234' },
  });
  expect(room.ok()).toBe(true);
  return { matchId, roomId };
}

/** Keeps each player's screen with the test's results when a step failed. */
export async function screenshotPlayers(players: Record<string, Page>) {
  for (const [name, page] of Object.entries(players)) {
    await page.screenshot({ path: test.info().outputPath(`player-${name}.png`) }).catch(() => undefined);
  }
}
