import { describe, expect, it } from '@jest/globals';
import { REASON_TIME_UP, REASON_TOO_MANY_MISSED, accuracyReason } from '@portal/game-rules/aim-train';
import { levelReasonKey } from './aim-train';

describe("the game's failure reasons", () => {
  it('are each known by key, so each language can say them', () => {
    expect(levelReasonKey(REASON_TIME_UP)).toEqual({ key: 'timeUp', values: {} });
    expect(levelReasonKey(REASON_TOO_MANY_MISSED)).toEqual({ key: 'tooManyMissed', values: {} });
    expect(levelReasonKey(accuracyReason(65))).toEqual({ key: 'accuracy', values: { percent: 65 } });
    expect(levelReasonKey(null)).toEqual({ key: 'unknown', values: {} });
    expect(levelReasonKey('This level was already started')).toBeNull();
  });
});
