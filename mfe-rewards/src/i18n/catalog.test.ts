import { describe, expect, it } from '@jest/globals';
import {
  EMAIL_INVALID,
  FIELDS_MISSING,
  OPERATOR_NUMBER_MESSAGE,
  PUBG_INVALID,
  PUBG_MISSING,
} from '@portal/contracts/rules';
import { t } from '@portal/shared/i18n';
import './index';

describe('the rewards catalog', () => {
  it('words the redeem and profile form messages in English exactly as the contracts rules do', () => {
    expect(t('rewards.redeem.pubgMissing')).toBe(PUBG_MISSING);
    expect(t('rewards.redeem.pubgInvalid')).toBe(PUBG_INVALID);
    expect(t('rewards.redeem.fieldsMissing')).toBe(FIELDS_MISSING);
    expect(t('rewards.subscriber.invalid')).toBe(OPERATOR_NUMBER_MESSAGE);
    expect(t('rewards.editProfile.emailInvalid')).toBe(EMAIL_INVALID);
  });
});
