import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { setLocale } from '@portal/shared/i18n';
import { latinWords } from '../testing/urdu';
import { MATCH_REASONS } from './match-reasons';
import { outcomeText, reasonText } from './match-outcome-text';

beforeEach(() => setLocale('ur'));
afterEach(() => setLocale('en'));

describe('end of match texts in Urdu', () => {
  it('gives the next match on the 24-hour clock with Western digits', () => {
    const at = new Date(2026, 10, 24, 20, 0).toISOString();
    const text = outcomeText({ stage: 'next-round', round: 2, at }, true, false);
    expect(text).toMatch(
      /^آپ راؤنڈ 2 میں پہنچ گئے ہیں۔ آپ کا اگلا میچ .*20:00.* کو ہے؛ Room ID بذریعہ SMS آئے گی۔$/,
    );
    expect(text).toContain('نومبر');
    expect(latinWords(text)).toEqual([]);
  });

  it('says the prize in rupees and credits in Urdu', () => {
    expect(
      outcomeText(
        { stage: 'placed', place: 2, tournamentName: 'Cash Cup', prize: 2000, currency: 'rupees' },
        false,
        false,
      ),
    ).toBe('Cash Cup میں آپ دوسرے نمبر پر رہے! 2,000 روپے آپ کی انعامی رقم میں جمع کر دیے گئے ہیں۔');
    expect(outcomeText({ stage: 'champion', tournamentName: 'Match Cup', prize: 1500 }, true, false)).toBe(
      'آپ نے Match Cup جیت لیا! 1,500 کریڈٹس آپ کے والٹ میں جمع کر دیے گئے ہیں۔',
    );
    expect(outcomeText(undefined, true, true)).toMatch(/^یہ پریکٹس میچ تھا/);
  });

  it('says every way a match is decided, from both sides, in Urdu', () => {
    for (const reason of MATCH_REASONS) {
      for (const victory of [true, false]) {
        const text = reasonText(reason, victory);
        expect(text).not.toBe('');
        expect(latinWords(text)).toEqual([]);
      }
    }
    expect(reasonText('unheard-of', true)).toBe('');
  });
});
