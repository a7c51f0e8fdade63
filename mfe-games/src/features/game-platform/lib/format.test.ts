import { describe, expect, it } from '@jest/globals';
import { downloadedText, formatMegabytes, loadingText } from './format';

describe('loading texts', () => {
  it("'Loading game... N%' rounds and clamps the progress", () => {
    expect(loadingText('Loading game...', 0)).toBe('Loading game... 0%');
    expect(loadingText('Loading game...', 0.456)).toBe('Loading game... 46%');
    expect(loadingText('Loading game...', 1)).toBe('Loading game... 100%');
    expect(loadingText('Loading multiplayer game...', 1.2)).toBe('Loading multiplayer game... 100%');
  });

  it("'X MB / {size} MB' from the build's bytes", () => {
    expect(downloadedText(0, 119_159)).toBe('0.00 MB / 0.11 MB');
    expect(downloadedText(0.5, 2 * 1024 * 1024)).toBe('1.00 MB / 2.00 MB');
    expect(downloadedText(1, 38 * 1024 * 1024)).toBe('38.0 MB / 38.0 MB');
    expect(formatMegabytes(-5)).toBe('0.00');
  });
});
