import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

// A card names its game beside the cover, in the subscriber's language; a name drawn into the
// picture would stay English on an Urdu card (and did not match the product's spelling).
const folder = join(__dirname, '..', 'assets', 'covers');

/** A WebP file's picture size, from its first chunk (lossy, lossless or extended). */
function webpSize(file: Buffer): [number, number] {
  const chunk = file.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return [file.readUInt16LE(26) & 0x3fff, file.readUInt16LE(28) & 0x3fff];
  if (chunk === 'VP8L') {
    const bits = file.readUInt32LE(21);
    return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1];
  }
  return [file.readUIntLE(24, 3) + 1, file.readUIntLE(27, 3) + 1];
}

describe('game cover art', () => {
  const files = readdirSync(folder).filter((name) => name.endsWith('.svg'));

  it('has 17 covers plus the mid-size variants of the three in-house games', () => {
    expect(files).toHaveLength(20);
    expect(files.filter((name) => name.endsWith('-mid.svg'))).toHaveLength(3);
  });

  it.each(files)('%s draws no words and keeps its size', (file) => {
    const svg = readFileSync(join(folder, file), 'utf8');
    expect(svg).not.toMatch(/<text\b/);
    expect(svg).not.toMatch(/aria-label=/);
    const [width, height] = file.endsWith('-mid.svg') ? [560, 320] : [700, 260];
    expect(svg).toContain(`viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"`);
  });

  // Pages show the WebP copy (scripts/raster-art.mjs), the SVG being the fallback.
  it.each(files)("%s has its WebP copy at the drawing's size", (file) => {
    const svg = readFileSync(join(folder, file), 'utf8');
    const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
    const webp = readFileSync(join(folder, file.replace(/\.svg$/, '.webp')));
    expect(webp.toString('ascii', 8, 12)).toBe('WEBP');
    expect(webpSize(webp)).toEqual([Number(width), Number(height)]);
  });
});
