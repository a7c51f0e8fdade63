import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { currentLocale, setLocale } from '@portal/shared/i18n';
import { Loading } from '@portal/shared/ui';
import { EnglishDocument } from './english-document';

describe('the operator console stays English', () => {
  afterEach(async () => {
    await act(() => setLocale('en'));
    localStorage.clear();
    document.cookie = 'pz_lang=; max-age=0; path=/';
  });

  it('is English, left to right, in a browser that chose Urdu, and the portal is Urdu again after it', async () => {
    await act(() => setLocale('ur'));
    const { unmount } = render(
      <EnglishDocument>
        <Loading />
      </EnglishDocument>,
    );
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    unmount();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(currentLocale()).toBe('ur');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
