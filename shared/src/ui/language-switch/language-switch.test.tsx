import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@portal/shared/api';
import { setLocale } from '@portal/shared/i18n';
import { accessTokenAtom, portalStore } from '@portal/shared/session';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  it('turns the page to Urdu right to left and stores the choice for a signed-in subscriber', async () => {
    await act(() => setLocale('en'));
    portalStore.set(accessTokenAtom, 'token');
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { success: true } });
    render(<LanguageSwitch />);
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'اردو' }));
    expect(screen.getByRole('button', { name: 'اردو' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'زبان' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(post).toHaveBeenCalledWith('/v1/user/language', { language: 'ur' });
    post.mockRestore();
    portalStore.set(accessTokenAtom, '');
  });
});
