import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

/** Every .svg under a folder (the shell's own images and the favicon). */
function svgFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return svgFiles(path);
    return name.endsWith('.svg') ? [path] : [];
  });
}

const root = join(__dirname, '..');
const files = svgFiles(root);

describe('SVG images', () => {
  it('finds the banners', () => {
    expect(files.some((f) => f.endsWith('quiz-and-win.svg'))).toBe(true);
  });

  // A browser refuses to draw an SVG that is not well-formed XML (an unescaped '&' is enough).
  it.each(files.map((f) => [f.slice(root.length + 1), f]))('%s is well-formed XML', (_name, file) => {
    const doc = new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.nodeName).toBe('svg');
  });
});
