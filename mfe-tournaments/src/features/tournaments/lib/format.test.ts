import { describe, expect, it } from '@jest/globals';
import { entryFeeLabel, prizeLabel } from './format';

describe('card amounts', () => {
  it('shows a free entry as Free and a fee in credits', () => {
    expect(entryFeeLabel({ entryFee: 0, isEntryFree: 1 })).toBe('Free');
    expect(entryFeeLabel({ entryFee: 50, isEntryFree: 0 })).toBe('50 Credits');
    expect(entryFeeLabel({ entryFee: 1500, isEntryFree: 0 })).toBe('1,500 Credits');
  });

  it('shows prizes in credits for Credits tournaments and rupees otherwise', () => {
    expect(prizeLabel(1500, 'Credits')).toBe('1,500 Credits');
    expect(prizeLabel(5000, 'Cash')).toBe('Rs 5,000');
  });
});
