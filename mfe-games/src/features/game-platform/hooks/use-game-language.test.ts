import { afterEach, describe, expect, it } from '@jest/globals';
import { URDU_CANVAS_FONTS, canvasFontStack } from './use-game-language';

afterEach(() => {
  document.body.style.fontFamily = '';
});

describe('the canvas font stack', () => {
  it("is the page's own in English", () => {
    document.body.style.fontFamily = 'system-ui, sans-serif';
    expect(canvasFontStack('en')).toBe('system-ui, sans-serif');
  });

  it("puts Urdu fonts first in Urdu unless the page's stack already has one", () => {
    document.body.style.fontFamily = 'system-ui, sans-serif';
    expect(canvasFontStack('ur')).toBe(`${URDU_CANVAS_FONTS}, system-ui, sans-serif`);
    document.body.style.fontFamily = "'Noto Nastaliq Urdu', system-ui";
    expect(canvasFontStack('ur')).toMatch(/^.Noto Nastaliq Urdu., system-ui$/);
  });
});
