import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { currentLocale, rememberLocale, setLocale } from '@portal/shared/i18n';
import { adoptSubscriberLanguage, storedLanguage } from './subscriber-language';

const save = jest.fn<(language: 'en' | 'ur') => Promise<void>>();

describe("the subscriber's stored language at sign-in", () => {
  afterEach(async () => {
    save.mockReset();
    await act(() => setLocale('en'));
    localStorage.clear();
    document.cookie = 'pz_lang=; max-age=0; path=/';
  });

  it('reads the field defensively: a language, null (never chose) or nothing (an older api)', () => {
    expect(storedLanguage({ language: 'ur' })).toBe('ur');
    expect(storedLanguage({ language: null })).toBeNull();
    expect(storedLanguage({ language: 'fr' })).toBeUndefined();
    expect(storedLanguage({})).toBeUndefined();
    expect(storedLanguage(undefined)).toBeUndefined();
  });

  it('a new browser starts in the language the api stored: Urdu, right to left', async () => {
    await act(() => adoptSubscriberLanguage({ language: 'ur' }, save));
    expect(currentLocale()).toBe('ur');
    expect(document.documentElement.dir).toBe('rtl');
    expect(save).not.toHaveBeenCalled();
  });

  it("stores this browser's Urdu for a subscriber who never chose, and nothing for English", async () => {
    save.mockResolvedValue(undefined);
    await adoptSubscriberLanguage({ language: null }, save);
    expect(save).not.toHaveBeenCalled();
    rememberLocale('ur');
    await adoptSubscriberLanguage({ language: null }, save);
    expect(save).toHaveBeenCalledWith('ur');
  });
});
