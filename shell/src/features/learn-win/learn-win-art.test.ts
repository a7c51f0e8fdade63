import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

// The banners' words are page text in the subscriber's language (learn-win-banner.tsx): the art
// itself draws none, or an Urdu page would show English words inside its pictures.
describe('Learn & Win art', () => {
  const dir = join(__dirname, '..', '..', 'assets', 'learn-win');
  it.each(readdirSync(dir).filter((name) => name.endsWith('.svg')))('%s draws no words', (name) => {
    const svg = readFileSync(join(dir, name), 'utf8');
    const words = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]?.trim()).filter(Boolean);
    expect(words).toEqual([]);
  });
});
