import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  AIM_TRAIN_GAME,
  decodeLevelEnded,
  encodeLevelVerdict,
  encodePaused,
  encodeStartLevel,
  type LevelEndedPayload,
} from '../../game-contracts/aim-train';
import type { UnityMessageParameter } from '../../game-contracts/unity-contract';
import type { GameFactory, GameHost, GameModule } from '../runtime/game-module';
import type { GameCodeGlobal } from '../runtime/globals';
import { textContext } from '../../testing/text-context';
import type { AimTrainConfig } from './config';

// The build's code file registers its factory on window, as it does in the page.
let factory: GameFactory;
beforeAll(async () => {
  await import('./code');
  factory = (window as unknown as GameCodeGlobal).PlayZoneGameCode as GameFactory;
});

const config: AimTrainConfig = {
  title: 'Aim Train',
  countdownSeconds: 0,
  palette: new Proxy({}, { get: (_t, key) => `#${String(key)}` }) as AimTrainConfig['palette'],
  labels: {
    waiting: 'Waiting for the level...',
    getReady: 'Get ready',
    hits: 'Hits',
    accuracy: 'Accuracy',
    missed: 'Missed',
    time: 'Time',
  },
  sounds: { hit: 'hit.wav', miss: 'miss.wav', escape: 'escape.wav', pass: 'pass.wav', fail: 'fail.wav' },
};

// The arena at scale 1: CSS pixels are arena units.
const view = { width: 1600, height: 900, dpr: 1 };

interface Targets {
  id: number;
  x: number;
  y: number;
}

/** Boots the build on a fake host (test hooks on, so it reports its targets) and plays level 1. */
function playLevel1(pass: boolean) {
  const canvas = document.createElement('canvas');
  const ended: LevelEndedPayload[] = [];
  const sounds: string[] = [];
  const host: GameHost = {
    canvas,
    data: { json: () => config } as unknown as GameHost['data'],
    sound: (name: string) => void sounds.push(name),
    emit: (eventName: string, ...parameters: UnityMessageParameter[]) => {
      const payload = decodeLevelEnded(parameters[0]);
      if (eventName === AIM_TRAIN_GAME.events.levelEnded && payload) ended.push(payload);
    },
    testHooks: true,
  };
  const game: GameModule = factory(host);
  const draw = () => {
    const { ctx, written } = textContext();
    game.render(ctx, view);
    return written.map((w) => w.text);
  };
  game.receive(
    AIM_TRAIN_GAME.gameObject,
    AIM_TRAIN_GAME.methods.startLevel,
    encodeStartLevel({ level: 1, seed: 42 }),
  );
  const pressed = new Set<number>();
  for (let tick = 0; ended.length === 0 && tick < 10_000; tick += 1) {
    draw();
    if (pass) {
      for (const t of JSON.parse(canvas.dataset.targets ?? '[]') as Targets[]) {
        if (pressed.has(t.id)) continue;
        pressed.add(t.id);
        game.pointerDown(t.x, t.y, view);
      }
    }
    game.update();
  }
  expect(ended).toHaveLength(1);
  expect(ended[0]?.passed).toBe(pass);
  const verdict = (counted: boolean, level = 1) =>
    game.receive(
      AIM_TRAIN_GAME.gameObject,
      AIM_TRAIN_GAME.methods.levelVerdict,
      encodeLevelVerdict({ level, counted }),
    );
  // The end's sound: the presses' own sounds before it are not this test's concern.
  const endSounds = () => sounds.filter((name) => name === 'pass.wav' || name === 'fail.wav');
  return { canvas, draw, verdict, endSounds };
}

const completed = 'Level 1 completed!';

describe('Aim Train build: the end of a level on the canvas', () => {
  it('draws no outcome over a passed level while the api has not answered, and none after the api refused it', () => {
    const { canvas, draw, verdict, endSounds } = playLevel1(true);
    const sending = draw();
    // The final frame stays (the HUD with the hits), with nothing claiming the level is completed.
    expect(sending).toContain('Aim Train · Level 1');
    expect(sending.find((line) => line.startsWith('Hits '))).toContain('Accuracy 100%');
    expect(sending.join('\n')).not.toMatch(/completed/);
    expect(canvas.dataset.message).toBe('');

    verdict(false);
    const refused = draw();
    expect(canvas.dataset.verdict).toBe('notCounted');
    expect(refused.join('\n')).not.toMatch(/completed/);
    expect(refused).toEqual(sending);
    expect(canvas.dataset.phase).toBe('passed');
    expect(canvas.dataset.message).toBe('');
    // No fanfare for a pass that does not count.
    expect(endSounds()).toEqual([]);
  });

  it("draws 'Level N completed!' once the api counted the pass", () => {
    const { canvas, draw, verdict, endSounds } = playLevel1(true);
    expect(draw()).not.toContain(completed);
    expect(endSounds()).toEqual([]);
    verdict(true);
    expect(draw()).toContain(completed);
    expect(canvas.dataset.message).toBe(completed);
    // The pass sounds with its 'completed', once; a second verdict changes nothing.
    verdict(false);
    expect(draw()).toContain(completed);
    expect(endSounds()).toEqual(['pass.wav']);
  });

  it('ignores a verdict for another level', () => {
    const { draw, verdict } = playLevel1(true);
    verdict(true, 2);
    expect(draw()).not.toContain(completed);
    verdict(true);
    expect(draw()).toContain(completed);
  });

  it("draws 'Level N failed! Reason: ...' at once for a failed level, whatever the api then says", () => {
    const { canvas, draw, verdict, endSounds } = playLevel1(false);
    const failed = 'Level 1 failed! Reason: Too many targets missed';
    expect(draw()).toContain(failed);
    // No target was pressed: the HUD claims no accuracy.
    const hud = draw().find((line) => line.startsWith('Hits '));
    expect(hud).toMatch(/^Hits 0\/\d+ {3}Accuracy – {3}Missed /);
    expect(endSounds()).toEqual(['fail.wav']);
    expect(canvas.dataset.message).toBe(failed);
    verdict(true);
    expect(draw()).toContain(failed);
    expect(draw()).not.toContain(completed);
    expect(endSounds()).toEqual(['fail.wav']);
  });
});

describe('Aim Train build: a paused level', () => {
  it('stands still while paused (no countdown, timer, targets or counted misses) and plays on when resumed', () => {
    const canvas = document.createElement('canvas');
    const host = {
      canvas,
      data: { json: () => config },
      sound: () => undefined,
      emit: () => undefined,
      testHooks: true,
    };
    const game: GameModule = factory(host as unknown as GameHost);
    const pause = (paused: boolean) =>
      game.receive(AIM_TRAIN_GAME.gameObject, AIM_TRAIN_GAME.methods.setPaused, encodePaused(paused));
    const drawn = () => {
      game.render(textContext().ctx, view);
      return { hud: canvas.dataset.hud, targets: canvas.dataset.targets };
    };
    pause(true);
    game.receive(
      AIM_TRAIN_GAME.gameObject,
      AIM_TRAIN_GAME.methods.startLevel,
      encodeStartLevel({ level: 1, seed: 7 }),
    );
    const before = drawn();
    for (let tick = 0; tick < 60 * 60; tick += 1) game.update();
    expect(drawn()).toEqual(before);
    expect(before.hud).toMatch(/^Hits 0\/\d+ .* Missed 0\/6 {3}Time \d+\.\d$/);
    pause(false);
    // Played on untouched: the level fails, the misses read at most the limit.
    for (let tick = 0; tick < 10_000; tick += 1) game.update();
    expect(drawn().hud).toMatch(/Missed [0-6]\/6 /);
    expect(canvas.dataset.phase).toBe('failed');
  });
});
