import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

// A card names its game beside the cover, in the subscriber's language; a name drawn into the
// picture would stay English on an Urdu card (and did not match the product's spelling).
const folder = join(__dirname, '..', 'assets', 'covers');

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
});
