import { describe, expect, it } from '@jest/globals';
import { createAimTrain } from '@portal/game-rules/aim-train';
import { AIM_TRAIN_TEXT } from '../../game-contracts/aim-train';
import { encodeGameLanguage, fillTemplate } from '../../game-contracts/game-language';
import { REASON_ENGLISH } from '../../game-contracts/match-reasons';
import type { AimTrainConfig } from '../aim-train/config';
import { fitArena } from '../aim-train/arena-view';
import { renderFrame } from '../aim-train/renderer';
import type { CannonClashConfig } from '../cannon-clash/config';
import { fitField } from '../cannon-clash/field-view';
import { renderScene, type Scene } from '../cannon-clash/renderer';
import { textContext } from '../../testing/text-context';
import { GameText } from './game-text';

const URDU_FONT = "'Noto Nastaliq Urdu', system-ui";
const urdu = (labels: Record<string, string>) =>
  encodeGameLanguage({ locale: 'ur', dir: 'rtl', font: URDU_FONT, labels });

const palette = new Proxy({}, { get: (_t, key) => `#${String(key)}` });

describe('GameText', () => {
  it('draws the data file English until the page sends a language, then that language, and English again', () => {
    const text = new GameText({ hits: 'Hits', completed: 'Level {level} completed!' });
    expect(text.label('completed', { level: 3 })).toBe('Level 3 completed!');
    expect(text.dir).toBe('ltr');
    expect(text.set(urdu({ hits: 'نشانے', completed: 'لیول {level} مکمل!' }))).toBe(true);
    expect(text.label('hits')).toBe('نشانے');
    expect(text.label('completed', { level: 3 })).toBe('لیول 3 مکمل!');
    expect(text.dir).toBe('rtl');
    expect(text.font(700, 20)).toBe(`700 20px ${URDU_FONT}`);
    expect(text.set('not json')).toBe(false);
    expect(text.set(encodeGameLanguage({ locale: 'en', dir: 'ltr', font: 'serif', labels: {} }))).toBe(true);
    expect(text.label('hits')).toBe('Hits');
  });

  it('fills only the placeholders it was given', () => {
    expect(fillTemplate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

describe('canvas text in Urdu', () => {
  it('Aim Train writes its HUD and outcome right to left in the Urdu font', () => {
    const config = { title: 'Aim Train', palette, labels: { hits: 'Hits' } } as unknown as AimTrainConfig;
    const text = new GameText({ ...config.labels, ...AIM_TRAIN_TEXT });
    text.set(
      urdu({
        heading: 'Aim Train · لیول {level}',
        hits: 'نشانے',
        accuracy: 'درستی',
        missed: 'چھوٹے',
        time: 'وقت',
      }),
    );
    const { ctx, written } = textContext();
    const view = { width: 844, height: 390, dpr: 1 };
    renderFrame(ctx, view, fitArena(view), { state: createAimTrain(2, 7), countdownTicks: 0 }, config, text);
    expect(written.map((w) => w.text)).toContain('Aim Train · لیول 2');
    expect(written.find((w) => w.text.startsWith('نشانے 0/'))).toBeDefined();
    for (const w of written)
      expect(w).toMatchObject({ direction: 'rtl', font: expect.stringContaining(URDU_FONT) });
  });

  it('Cannon Clash writes the marker, the banner and how the match was decided in Urdu', () => {
    const config = { palette, labels: { you: 'YOU', opponent: 'Opponent' } } as unknown as CannonClashConfig;
    const text = new GameText({ ...config.labels, ...REASON_ENGLISH });
    text.set(urdu({ you: 'آپ', opponent: 'مخالف' }));
    const scene: Scene = {
      viewer: 0,
      picture: null,
      towers: [],
      names: ['Ali', ''],
      remainingSeconds: 0,
      banner: 'شاباش! آپ جیت گئے!',
      detail: 'وقت ختم: آپ نے زیادہ ٹاور گرائے۔',
      bannerTone: 'victory',
      hint: null,
      reloadShare: 1,
      effects: [],
      flashing: new Set(),
    };
    const { ctx, written } = textContext();
    const view = { width: 390, height: 844, dpr: 2 };
    renderScene(ctx, view, fitField(view), scene, config, text);
    expect(written.map((w) => w.text)).toEqual(
      expect.arrayContaining(['آپ', 'مخالف', 'شاباش! آپ جیت گئے!', 'وقت ختم: آپ نے زیادہ ٹاور گرائے۔']),
    );
    expect(written.every((w) => w.direction === 'rtl')).toBe(true);
  });
});
