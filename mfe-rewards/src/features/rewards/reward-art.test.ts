import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

// The card names a reward in the subscriber's language beside its picture; words drawn into the
// picture would stay English on an Urdu card.
const folder = join(__dirname, '..', '..', 'assets', 'rewards');

describe('reward art', () => {
  const files = readdirSync(folder).filter((name) => name.endsWith('.svg'));

  it('has a picture for each of the 15 rewards', () => {
    expect(files).toHaveLength(15);
  });

  it.each(files)('%s draws no words: an amount on a coin at most, no label', (file) => {
    const svg = readFileSync(join(folder, file), 'utf8');
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
    for (const text of texts) expect(text).toMatch(/^[0-9]*$/);
    expect(svg).not.toMatch(/aria-label=/);
  });

  // The pictures are drawn inline, several in one page: an id is the page's, so each drawing's ids
  // are its own, and each reference points into the drawing that makes it.
  it('names every id after its reward, and refers to its own ids only', () => {
    const ids = files.flatMap((file) => {
      const svg = readFileSync(join(folder, file), 'utf8');
      const own = [...svg.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
      const reward = file.replace(/\.svg$/, '');
      for (const id of own) expect(id).toMatch(new RegExp(`^${reward}-`));
      for (const [, target] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(own).toContain(target);
      return own;
    });
    expect(ids.length).toBeGreaterThanOrEqual(files.length);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
