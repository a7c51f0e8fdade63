import { expect, test, type APIRequestContext } from '@playwright/test';
import { devTools } from '../support/dev-tools';
import { portal } from '../support/portal';
import { loginThroughLanding } from '../support/subscriber';
import { checkedInPlayers, serverNow, type ApiSubscriber } from '../pages/tournaments';

// A 10-player rupee tournament played to the end on the api's dev clock: a double no-show in round
// 1, semi-finals, the final and the third-place match on the same day; then every balance. The
// viewer (seed 1) follows the live bracket on a desktop and on a 390 px phone. Moves the clock and
// sets it back at the end.
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const op = { 'x-operator-key': portal.operatorKey };

interface OpMatch {
  id: number;
  round: number;
  status: string;
  player1: string | null;
  player2: string | null;
  scheduled_at: string;
}

async function createRupeeCup(request: APIRequestContext, startsInMs: number) {
  const name = `Rupee Cup ${Date.now().toString(36).toUpperCase()}`;
  const timeStart = new Date(Date.parse(await serverNow(request)) + startsInMs).toISOString();
  const created = await request.post(`${portal.origin}/api/operator/tournaments`, {
    headers: op,
    data: {
      name,
      nameUr: `روپیہ کپ ${Date.now()}`,
      gameId: 7,
      esl: true,
      timeStart,
      prize: 5000,
      secondPrize: 2000,
      thirdPrize: 1000,
      tournType: 'Cash',
    },
  });
  expect(created.ok()).toBe(true);
  return { name, id: ((await created.json()) as { data: { id: number } }).data.id };
}

const matchesOf = async (request: APIRequestContext, id: number, round: number) =>
  (
    (await (
      await request.get(`${portal.origin}/api/operator/tournaments/${id}/matches`, { headers: op })
    ).json()) as {
      data: OpMatch[];
    }
  ).data.filter((m) => m.round === round);

const win = (request: APIRequestContext, m: OpMatch, phone: string) =>
  request.post(`${portal.origin}/api/operator/matches/${m.id}/result`, {
    headers: op,
    data: { winner: `0${phone.slice(2)}` },
  });

async function profile(request: APIRequestContext, s: ApiSubscriber) {
  const res = await request.get(`${portal.origin}/api/v1/user/profile`, {
    headers: { Authorization: `Bearer ${s.token}` },
  });
  return ((await res.json()) as { data: { credits: number; prize_money_paisa: number } }).data;
}

test('a rupee tournament played to the end pays each place once into the money wallet; the bracket follows it', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const restoreTo = await serverNow(request);
  const cup = await createRupeeCup(request, 2 * HOUR);
  const players = await checkedInPlayers(request, cup.id, 10);
  const seed = (n: number) => players[n - 1] as ApiSubscriber;
  const before = await Promise.all(players.map((p) => profile(request, p)));
  await loginThroughLanding(page, { number: seed(1).number });
  try {
    // Round 1 at the start: seeds 5 and 6 never come (double no-show); the better seed wins the rest.
    await devTools.advanceClock(request, 2 * HOUR);
    const r1 = await matchesOf(request, cup.id, 1);
    expect(r1).toHaveLength(5);
    for (const m of r1)
      if (m.player1 !== seed(5).phone) expect((await win(request, m, m.player1!)).ok()).toBe(true);
    await devTools.advanceClock(request, 31 * 60_000);

    // Round 2, the semi-finals, the next day: the viewer follows the bracket (desktop first).
    const r2 = await matchesOf(request, cup.id, 2);
    expect(r2.map((m) => [m.player1, m.player2])).toEqual([
      [seed(1).phone, seed(4).phone],
      [seed(2).phone, seed(3).phone],
    ]);
    await devTools.advanceClock(request, DAY - 31 * 60_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/tournaments/${cup.id}/bracket`);
    const mine = page.locator('.bracket-match--mine');
    await expect(mine.first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Round 1' }).getByText('Double no-show')).toBeVisible();
    const semi = page.getByRole('region', { name: 'Semi-final' });
    await expect(semi.locator('.bracket-match--mine')).toContainText('(you)');
    await expect(semi.locator('.bracket-match--mine')).toContainText('Room open');
    await expect(page.locator('.bracket-page__rounds').getByText(/\d{7,}/)).toHaveCount(0);
    for (const m of r2) expect((await win(request, m, m.player1!)).ok()).toBe(true);
    // The page polls: the result shows without a reload.
    await expect(semi.locator('.bracket-match--mine')).toContainText('Finished · Operator', {
      timeout: 30_000,
    });

    // The final and the third-place match, the day after, on a phone.
    await devTools.advanceClock(request, DAY);
    const r3 = await matchesOf(request, cup.id, 3);
    expect(r3.map((m) => [m.player1, m.player2])).toEqual([
      [seed(1).phone, seed(2).phone],
      [seed(4).phone, seed(3).phone],
    ]);
    expect(r3[0]?.scheduled_at).toBe(r3[1]?.scheduled_at);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Final', exact: true }).locator('.bracket-match--mine'),
    ).toBeVisible({
      timeout: 30_000,
    });
    const scrolls = await page
      .locator('.bracket-page__rounds')
      .evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrolls).toBe(true);
    await expect(page.getByText('Third place', { exact: true })).toBeVisible();
    expect((await win(request, r3[0]!, seed(1).phone)).ok()).toBe(true);
    expect((await win(request, r3[1]!, seed(3).phone)).ok()).toBe(true);
    await expect(page.getByTestId('bracket-me')).toHaveText('Champion', { timeout: 30_000 });

    // Paid places are final: a second operator call is refused and pays nothing.
    const again = await request.post(`${portal.origin}/api/operator/tournaments/${cup.id}/results`, {
      headers: op,
      data: { places: [{ phone: seed(4).number, place: 1 }] },
    });
    expect(again.status()).toBe(409);
  } finally {
    // Back to just after the start: the players' api tokens (15 minutes) are valid again.
    await devTools.setClock(request, new Date(Date.parse(restoreTo) + 2 * 60_000).toISOString());
  }
  // Balances (tokens are valid again at the restored time): rupees in paisa, no credits moved.
  const after = await Promise.all(players.map((p) => profile(request, p)));
  const paisa = after.map((a) => a.prize_money_paisa);
  expect(paisa).toEqual([500_000, 200_000, 100_000, 0, 0, 0, 0, 0, 0, 0]);
  expect(after.map((a) => a.credits)).toEqual(before.map((b) => b.credits));
  // Every credit wallet and money wallet equals the sum of its own ledger.
  const ledgers = await request.get(`${portal.origin}/api/dev/ledger-check`);
  expect((await ledgers.json()).data).toEqual({ credits: [], money: [] });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/profile');
  await expect(page.getByTestId('profile-stat-prize-money')).toContainText('Rs 5,000', { timeout: 30_000 });
});
