import { expect, type APIRequestContext, type Locator, type Page, type Response } from '@playwright/test';
import { portal } from '../support/portal';
// The build's test view (its data attributes and `data-frame`), as the build itself defines it.
import type {
  CannonPicture,
  DrawnEntity,
  DrawnFrame,
} from '../../mfe-games/src/game-builds/cannon-clash/test-view';

export type { CannonPicture, DrawnEntity, DrawnFrame };

/** Where the 900 x 1600 field lies on a canvas (as the build fits it): turned on a landscape canvas. */
export function fieldOn(width: number, height: number) {
  const turned = width >= height;
  const [w, h] = turned ? [1600, 900] : [900, 1600];
  const scale = Math.min(width / w, height / h);
  return {
    turned,
    scale,
    left: (width - w * scale) / 2,
    top: (height - h * scale) / 2,
    width: w * scale,
    height: h * scale,
  };
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

  /** The last frame the build drew: every piece with its canvas position (test flag only). */
  async drawn(): Promise<DrawnFrame> {
    const text = await this.canvas().evaluate((c) => (c as HTMLCanvasElement).dataset.frame ?? '');
    if (!text) throw new Error('no drawn frame yet');
    return JSON.parse(text) as DrawnFrame;
  }

  /**
   * How many pixels of the field between the two cannons' lines differ between two screenshots
   * `gapMs` apart: the real composited page, not the test view. The timer's strip is left out.
   */
  async fieldChange(gapMs: number): Promise<number> {
    const box = await this.canvas().boundingBox();
    if (!box) throw new Error('no canvas');
    const f = fieldOn(box.width, box.height);
    const clip = f.turned
      ? {
          x: box.x + f.left + f.width * 0.08,
          y: box.y + f.top + 30,
          width: f.width * 0.84,
          height: f.height - 30,
        }
      : { x: box.x + f.left, y: box.y + f.top + f.height * 0.08, width: f.width, height: f.height * 0.84 };
    const first = (await this.page.screenshot({ clip })).toString('base64');
    await this.page.waitForTimeout(gapMs);
    const second = (await this.page.screenshot({ clip })).toString('base64');
    return this.page.evaluate(
      async ([a, b]) => {
        const pixels = async (b64: string) => {
          const img = new Image();
          img.src = `data:image/png;base64,${b64}`;
          await img.decode();
          const c = document.createElement('canvas');
          c.width = img.width;
          c.height = img.height;
          const ctx = c.getContext('2d');
          if (!ctx) throw new Error('no 2d context');
          ctx.drawImage(img, 0, 0);
          return ctx.getImageData(0, 0, c.width, c.height).data;
        };
        const [pa, pb] = [await pixels(a), await pixels(b)];
        let changed = 0;
        for (let i = 0; i < pa.length; i += 4) {
          const d =
            Math.abs(pa[i]! - pb[i]!) + Math.abs(pa[i + 1]! - pb[i + 1]!) + Math.abs(pa[i + 2]! - pb[i + 2]!);
          if (d > 60) changed += 1;
        }
        return changed;
      },
      [first, second] as const,
    );
  }

  /** A press on the canvas at `point` (CSS px of the canvas): a tap on a touch screen, else a click. */
  async pressAt(point: { x: number; y: number }, touch: boolean) {
    const box = await this.canvas().boundingBox();
    if (!box) throw new Error('no canvas');
    if (touch) await this.page.touchscreen.tap(box.x + point.x, box.y + point.y);
    else await this.page.mouse.click(box.x + point.x, box.y + point.y);
  }

  /** The point on the own cannon's line at `share` (0..1) along the drag axis. */
  async ownLineAt(share: number) {
    const [picture, box] = [await this.picture(), await this.canvas().boundingBox()];
    if (!box) throw new Error('no canvas');
    const f = fieldOn(box.width, box.height);
    return f.turned
      ? { x: picture.you.x, y: f.top + share * f.height }
      : { x: f.left + share * f.width, y: picture.you.y };
  }

  /** Where along the drag axis (0..1 of the field) a drawn piece is. */
  /**
   * A phone held sideways gives the game the whole screen: the side menu steps aside and the
   * stage fills the screen from its top.
   */
  async expectWholeScreenStage() {
    await expect(this.page.locator('nav.side-nav')).toBeHidden();
    const stage = await this.canvas().boundingBox();
    expect(Math.abs(stage?.x ?? 99)).toBeLessThan(1);
    expect(Math.abs(stage?.y ?? 99)).toBeLessThan(1);
    expect(stage?.width).toBeGreaterThan(800);
    expect(stage?.height).toBeGreaterThan(380);
  }

  /** The page's report of the match's result to the api, once it is sent. */
  matchResult(): Promise<Response> {
    return this.page.waitForResponse((r) => r.url().endsWith('/v1/esl/tournament/match/result'), {
      timeout: 300_000,
    });
  }

  static across(frame: DrawnFrame, e: { x: number; y: number }): number {
    const f = fieldOn(frame.width, frame.height);
    return f.turned ? (e.y - f.top) / f.height : (e.x - f.left) / f.width;
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
