import { expect, type Locator, type Page } from '@playwright/test';
import { ShellPage } from './shell';
import { TasksPage } from './tasks';

export interface TargetOnCanvas {
  id: number;
  x: number;
  y: number;
  r: number;
}

/** The games remote's page object: /puzzle-mania, /aim-train, /highlights, /game-highlights. */
export class GamesPage {
  constructor(readonly page: Page) {}

  /** Makes the game builds expose their live targets on the canvas (the build's test flag). */
  async enableGameTestHooks() {
    await this.page.addInitScript(() => {
      (window as unknown as Record<string, unknown>).__PLAYZONE_GAME_TEST__ = true;
    });
  }

  /** Records every progress text the game page shows (the full bar is on screen only briefly). */
  async recordGameProgress() {
    await this.page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __gameProgressSeen: string[] }).__gameProgressSeen = seen;
      const record = () => {
        const label = document.querySelector('.game-progress__label')?.textContent ?? '';
        const bytes = document.querySelector('.game-progress__bytes')?.textContent ?? '';
        const line = `${label} | ${bytes}`;
        if (label && seen[seen.length - 1] !== line) seen.push(line);
      };
      new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
    });
  }

  async progressSeen(): Promise<string[]> {
    return this.page.evaluate(
      () => (window as unknown as { __gameProgressSeen?: string[] }).__gameProgressSeen ?? [],
    );
  }

  /** The subscriber's credits as the api has them. */
  credits(): Promise<number> {
    return new TasksPage(this.page).credits();
  }

  /** Calls the api as the signed-in subscriber of this page, with the token the portal holds. */
  async callApi(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: unknown }> {
    return this.page.evaluate(
      async ({ method, path, body }) => {
        const raw = sessionStorage.getItem('accessToken') ?? '';
        let token = raw;
        try {
          const parsed: unknown = JSON.parse(raw);
          if (typeof parsed === 'string') token = parsed;
        } catch {
          // stored as a plain string
        }
        const response = await fetch(`/api${path}`, {
          method,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      },
      { method, path, body },
    );
  }

  /** The game id of an in-house game from the ESL games list. */
  async gameId(uniqueId: string): Promise<number> {
    const { body } = await this.callApi('GET', '/v1/esl-games/check');
    const games = (body as { data: { eslgames: Array<{ gameId: number; game_unique_id: string }> } }).data
      .eslgames;
    const game = games.find((g) => g.game_unique_id === uniqueId);
    if (!game) throw new Error(`No game ${uniqueId}`);
    return game.gameId;
  }

  /** Opens a game page with its routing state, as react-router keeps it in the history entry. */
  async openWithState(path: string, state: unknown) {
    await this.page.evaluate(
      ({ to, usr }) => {
        window.history.pushState({ usr, key: 'e2e', idx: 1 }, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      },
      { to: path, usr: state },
    );
  }

  /**
   * Opens a level from its game's challenges as a subscriber does: Play Now on the level's card (a
   * click, or a tap on a touch screen), then the game's page.
   */
  async playNow(uniqueId: string, level: string, press: 'click' | 'tap' = 'click') {
    await new ShellPage(this.page).navigateInApp(`/game-challenges?gameId=${await this.gameId(uniqueId)}`);
    const playNow = this.page
      .getByRole('article', { name: level, exact: true })
      .getByRole('button', { name: 'Play Now' });
    await (press === 'tap' ? playNow.tap() : playNow.click());
    await this.page.waitForURL((url) => url.pathname === `/${uniqueId}`);
  }

  // Puzzle Mania
  puzzleTiles(): Locator {
    return this.page.getByRole('group', { name: 'Puzzle tiles' }).getByRole('button');
  }

  /**
   * Solves the board with real clicks at a person's pace: a look at the board, then each tile turned
   * clockwise until upright, a tap at least 150 ms after the one before (the api refuses a pass that
   * comes sooner than a person could tap it).
   */
  async solvePuzzle() {
    const tiles = this.puzzleTiles();
    const count = await tiles.count();
    await this.page.waitForTimeout(400);
    for (let i = 0; i < count; i += 1) {
      const tile = tiles.nth(i);
      const rotation = Number(await tile.getAttribute('data-rotation'));
      for (let turn = 0; turn < (4 - rotation) % 4; turn += 1) {
        await this.page.waitForTimeout(150);
        await tile.click();
      }
      await expect(tile).toHaveAttribute('data-rotation', '0');
    }
  }

  // Aim Train
  gameCanvas(): Locator {
    return this.page.locator('canvas.game-stage__canvas');
  }

  async targets(): Promise<TargetOnCanvas[]> {
    const raw = await this.gameCanvas().getAttribute('data-targets');
    return raw ? (JSON.parse(raw) as TargetOnCanvas[]) : [];
  }

  async phase(): Promise<string | null> {
    return this.gameCanvas().getAttribute('data-phase');
  }

  /**
   * Plays the level with real mouse clicks on the targets the game draws, until it ends, as a
   * person would: each target is clicked 220-380 ms after it was first seen (the api refuses replays
   * with machine-fast or machine-regular reactions).
   */
  async playAimTrainLevel(timeoutMs = 45_000) {
    await expect.poll(() => this.phase(), { timeout: 15_000 }).toBe('playing');
    const box = await this.gameCanvas().boundingBox();
    if (!box) throw new Error('No game canvas');
    const clicked = new Set<number>();
    const seenAt = new Map<number, number>();
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const phase = await this.phase();
      if (phase === 'passed' || phase === 'failed') return phase;
      for (const t of await this.targets()) {
        if (clicked.has(t.id)) continue;
        if (!seenAt.has(t.id)) seenAt.set(t.id, Date.now());
        const wait = (seenAt.get(t.id) as number) + 220 + ((t.id * 97) % 160) - Date.now();
        if (wait > 0) await this.page.waitForTimeout(wait);
        clicked.add(t.id);
        await this.page.mouse.click(box.x + t.x, box.y + t.y);
      }
      await this.page.waitForTimeout(20);
    }
    throw new Error('The level did not end in time');
  }
}
