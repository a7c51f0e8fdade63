import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { portal } from '../support/portal';
import { signInOverHttp } from '../../tooling/landing-sign-in';
import { newOperatorNumber } from '../support/subscriber';

/** The tournaments remote's page object: /tournaments, /join-tournament, its popups. */
export class TournamentsPage {
  constructor(readonly page: Page) {}

  card(name: string) {
    return this.page.getByRole('article', { name });
  }

  eslSection() {
    return this.page.getByRole('region', { name: 'ESL Tournaments' });
  }

  weeklySection() {
    return this.page.getByRole('region', { name: 'Other Tournaments' });
  }

  joinButton(name: string) {
    return this.card(name).getByRole('button', { name: `Join Now: ${name}` });
  }

  /** A card's button once the subscriber is in. */
  joinedButton(name: string) {
    return this.card(name).getByRole('button', { name: `Joined: ${name}` });
  }

  playButton(name: string) {
    return this.card(name).getByRole('button', { name: `Play Now: ${name}` });
  }

  /** Reloads until the card offers Play Now (the page reads the tournament's state at load). */
  async reloadUntilPlayable(name: string) {
    await expect
      .poll(
        async () => {
          await this.page.reload();
          return this.playButton(name)
            .waitFor({ timeout: 8000 })
            .then(
              () => true,
              () => false,
            );
        },
        { timeout: 90_000 },
      )
      .toBe(true);
  }

  instructions() {
    return this.page.getByRole('dialog', { name: 'How to Play Cannon Clash' });
  }

  roomDialog() {
    return this.page.getByRole('dialog', { name: 'Enter Room ID' });
  }

  async enterRoomId(roomId: string) {
    await this.roomDialog().getByLabel('Room ID').fill(roomId);
    await this.roomDialog().getByRole('button', { name: 'Submit' }).click();
  }

  registerButton() {
    return this.page.getByRole('button', { name: 'Register' });
  }

  /** The routing state react-router keeps in the history entry. */
  async routingState(): Promise<unknown> {
    return this.page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr ?? null);
  }
}

/** A subscriber signed up through the landing page and holding a token, for api calls only. */
export interface ApiSubscriber {
  number: string;
  /** The number as the api stores it and texts it: 92 plus the number without its leading 0. */
  phone: string;
  token: string;
}

export async function signUpThroughApi(request: APIRequestContext): Promise<ApiSubscriber> {
  const number = newOperatorNumber();
  const { a } = await signInOverHttp(portal.origin, number);
  const gen = await request.post(`${portal.origin}/api/v1/jt/gen`, { data: { msisdn: a, refferer: null } });
  expect(gen.ok()).toBe(true);
  return { number, phone: `92${number.slice(1)}`, token: gen.headers().access_token ?? '' };
}

interface ApiTournament {
  id: number;
  tourn_name: string;
  status: number;
  is_running: number;
  total_checkin: number;
}

export async function eslTournaments(
  request: APIRequestContext,
  who: ApiSubscriber,
): Promise<ApiTournament[]> {
  const response = await request.get(`${portal.origin}/api/v1/esl/tournaments/all`, {
    headers: { Authorization: `Bearer ${who.token}` },
  });
  return ((await response.json()) as { data: ApiTournament[] }).data;
}

/** The id of the ESL tournament with this name, as a new subscriber's list shows it (NaN if none). */
export async function eslTournamentId(request: APIRequestContext, name: string): Promise<number> {
  const viewer = await signUpThroughApi(request);
  const tournament = (await eslTournaments(request, viewer)).find((t) => t.tourn_name === name);
  return Number(tournament?.id);
}

/** One subscriber checks in to an ESL tournament through the api. */
export async function checkIn(request: APIRequestContext, player: ApiSubscriber, tournamentId: number) {
  const joined = await request.post(`${portal.origin}/api/v1/esl/tournament/entry/checkin`, {
    headers: { Authorization: `Bearer ${player.token}` },
    data: { id: tournamentId },
  });
  expect(joined.ok()).toBe(true);
}

/** `count` new subscribers, signed up through the api and checked in to a tournament in that order. */
export async function checkedInPlayers(request: APIRequestContext, tournamentId: number, count: number) {
  const players: ApiSubscriber[] = [];
  for (let i = 0; i < count; i++) players.push(await signUpThroughApi(request));
  for (const p of players) await checkIn(request, p, tournamentId);
  return players;
}

/** Checks players in to an ESL tournament through the api until it has `count` checked in. */
export async function fillEslTournament(request: APIRequestContext, name: string, count: number) {
  const first = await signUpThroughApi(request);
  const find = async () => (await eslTournaments(request, first)).find((t) => t.tourn_name === name);
  let tournament = await find();
  if (!tournament) throw new Error(`No ESL tournament named ${name}`);
  for (let n = tournament.total_checkin; n < count; n += 1) {
    const player = n === tournament.total_checkin ? first : await signUpThroughApi(request);
    await checkIn(request, player, tournament.id);
  }
  tournament = await find();
  expect(tournament?.total_checkin).toBe(count);
  return tournament!;
}

/** The text messages sent to one phone, oldest first (dev tools' SMS outbox). */
export async function smsTo(request: APIRequestContext, phone: string): Promise<string[]> {
  const response = await request.get(`${portal.origin}/api/dev/sms-outbox`);
  const rows = ((await response.json()) as { data: Array<{ phone: string; body: string }> }).data;
  return rows.filter((r) => r.phone === phone).map((r) => r.body);
}

export async function serverNow(request: APIRequestContext): Promise<string> {
  const response = await request.get(`${portal.origin}/api/dev/clock`);
  return ((await response.json()) as { data: { now: string } }).data.now;
}

/**
 * Creates an ESL Cannon Clash tournament of its own for a test through the operator api, starting
 * `startsInMs` after the api's clock, so tests that move the clock and play it touch nothing else.
 */
export async function createCannonTournament(request: APIRequestContext, label: string, startsInMs: number) {
  const who = await signUpThroughApi(request);
  const games = await request.get(`${portal.origin}/api/v1/esl-games/check`, {
    headers: { Authorization: `Bearer ${who.token}` },
  });
  expect(games.ok()).toBe(true);
  const { eslgames } = (
    (await games.json()) as { data: { eslgames: { gameId: number; game_name: string }[] } }
  ).data;
  const cannon = eslgames.find((g) => g.game_name === 'Cannon Clash');
  if (!cannon) throw new Error('No Cannon Clash game');
  const name = `Cannon Clash ${label} ${Date.now().toString(36).toUpperCase()}`;
  const timeStart = new Date(Date.parse(await serverNow(request)) + startsInMs).toISOString();
  const created = await request.post(`${portal.origin}/api/operator/tournaments`, {
    headers: { 'x-operator-key': portal.operatorKey },
    // Named in Urdu too, as an operator serving Urdu subscribers names a tournament (the Urdu walk
    // may run after this and reads every card).
    data: {
      name,
      nameUr: `کینن کلیش مقابلہ ${Date.now()}`,
      gameId: cannon.gameId,
      esl: true,
      timeStart,
      prize: 500,
    },
  });
  expect(created.ok()).toBe(true);
  return name;
}

/** Credits granted to a subscriber by the operator's command-line key (an audited ledger row). */
export async function grantCredits(request: APIRequestContext, number: string, delta: number) {
  const headers = { 'x-operator-key': portal.operatorKey };
  const found = await request.get(`${portal.origin}/api/operator/subscribers?number=${number}`, { headers });
  const id = ((await found.json()) as { data: { id: number }[] }).data[0]?.id;
  const granted = await request.post(`${portal.origin}/api/operator/subscribers/${id}/credits`, {
    headers,
    data: { delta, reason: 'e2e: credits for a paid entry' },
  });
  expect(granted.ok()).toBe(true);
}
