import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { portal } from '../support/portal';

/** What the Cannon Clash build exposes on its canvas with the test flag (CSS pixels of the canvas). */
export interface CannonPicture {
  phase: string;
  side: number;
  /** The drag axis on screen: 'y' when the field is drawn turned (landscape), else 'x'. */
  axis: 'x' | 'y';
  you: { x: number; y: number };
  towers: Array<{
    id: string;
    mine: boolean;
    kind: string;
    x: number;
    y: number;
    hp: number;
    attackable: boolean;
  }>;
}

/** The games remote's /cannon-clash page object. */
export class CannonClashPage {
  constructor(readonly page: Page) {}

  /** Makes the game build expose its live picture on the canvas (the build's test flag). */
  async enableGameTestHooks() {
    await this.page.addInitScript(() => {
      (window as unknown as Record<string, unknown>).__PLAYZONE_GAME_TEST__ = true;
    });
  }

  /** The phase line above the game. */
  status(): Locator {
    return this.page.locator('p.cannon-clash__status');
  }

  canvas(): Locator {
    return this.page.locator('canvas.game-stage__canvas');
  }

  popup(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  async picture(): Promise<CannonPicture> {
    return this.canvas().evaluate((c) => {
      const d = (c as HTMLCanvasElement).dataset;
      return {
        phase: d.phase ?? '',
        side: Number(d.side),
        axis: d.axis === 'y' ? 'y' : 'x',
        you: JSON.parse(d.you ?? '{"x":0,"y":0}') as { x: number; y: number },
        towers: JSON.parse(d.towers ?? '[]') as CannonPicture['towers'],
      };
    });
  }

  /** A point of the canvas on the own cannon's line, level with an enemy tower. */
  static aimPointAt(picture: CannonPicture, tower: { x: number; y: number }) {
    return picture.axis === 'y' ? { x: picture.you.x, y: tower.y } : { x: tower.x, y: picture.you.y };
  }

  /** The enemy tower to attack: attackable, standing, the weakest first. */
  static target(picture: CannonPicture) {
    return picture.towers.filter((t) => !t.mine && t.hp > 0 && t.attackable).sort((a, b) => a.hp - b.hp)[0];
  }

  /** Drags the own cannon with the mouse (a press fires too) from where it stands to `to` (canvas px). */
  async dragCannonTo(picture: CannonPicture, to: { x: number; y: number }) {
    const box = await this.canvas().boundingBox();
    if (!box) throw new Error('no canvas');
    await this.page.mouse.move(box.x + picture.you.x, box.y + picture.you.y);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + to.x, box.y + to.y, { steps: 8 });
    await this.page.mouse.up();
  }

  /**
   * Plays to win with real mouse input: every 1.6 s (the cannon's reload is 1.5 s) press level with
   * the weakest attackable enemy tower, so minions march on it. Stops when the phase is not playing.
   * Presses go through the canvas locator, so once the end popup covers the canvas none lands on it.
   */
  async attackUntilOver(maxMs: number) {
    const started = Date.now();
    let first = true;
    while (Date.now() - started < maxMs) {
      const picture = await this.picture();
      if (picture.phase !== 'playing') return picture.phase;
      const tower = CannonClashPage.target(picture);
      if (tower) {
        const point = CannonClashPage.aimPointAt(picture, tower);
        if (first) await this.dragCannonTo(picture, point);
        else
          await this.canvas()
            .click({ position: point, timeout: 3000 })
            .catch(() => undefined);
        first = false;
      }
      await this.page.waitForTimeout(1600);
    }
    return (await this.picture()).phase;
  }
}

export interface OperatorMatch {
  id: number;
  round: number;
  room_id: string | null;
  status: string;
  player1: string | null;
  player2: string | null;
  winner: string | null;
}

/** The matches of a tournament through the operator api (phones of players and winner). */
export async function operatorMatches(
  request: APIRequestContext,
  tournamentId: number,
): Promise<OperatorMatch[]> {
  const response = await request.get(`${portal.origin}/api/operator/tournaments/${tournamentId}/matches`, {
    headers: { 'x-operator-key': portal.operatorKey },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OperatorMatch[] }).data;
}

export async function operatorResult(request: APIRequestContext, matchId: number, winner: string) {
  const response = await request.post(`${portal.origin}/api/operator/matches/${matchId}/result`, {
    headers: { 'x-operator-key': portal.operatorKey },
    data: { winner },
  });
  expect(response.ok()).toBe(true);
}
