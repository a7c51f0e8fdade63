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
});
