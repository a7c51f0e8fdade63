import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/shared/testing';
import { OperatorApp } from '../../app/operator-app';
import type { StaffRole } from '../../lib/roles';
import { fakeOperatorApi, ok, sessionOf, type Answer } from '../../test/fake-operator-api';

type Item = { id: number; name: string; nameUr: string | null; game: string | null };

function catalogueApi(role: StaffRole) {
  const rewards: Item[] = [
    { id: 6, name: 'Gaming Mouse', nameUr: 'گیمنگ ماؤس', game: null },
    { id: 7, name: 'Gaming Headset', nameUr: null, game: null },
  ];
  return fakeOperatorApi({
    'GET /session': () => sessionOf(role),
    'GET /catalogue/games': () => ok([{ id: 1, name: 'PUBG Mobile', nameUr: null, game: null }]),
    'GET /catalogue/rewards': () => ok(rewards),
    'PATCH /catalogue/rewards/7': (body): Answer => {
      const b = body as { name: string; nameUr: string | null };
      if (b.nameUr && !/\p{Script=Arabic}/u.test(b.nameUr))
        return { status: 400, body: { success: false, message: 'nameUr must be written in Urdu' } };
      Object.assign(rewards[1] as Item, b);
      return ok(rewards[1]);
    },
  });
}

describe('names in Urdu', () => {
  it('lets a moderator give a reward its Urdu name, typed right to left', async () => {
    const { calls } = catalogueApi('moderator');
    renderWithProviders(<OperatorApp />, { route: '/operator/catalogue', path: '/operator/*' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Names' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: 'PUBG Mobile' })).toHaveTextContent('None (English shown)');
    await user.click(screen.getByRole('button', { name: 'Rewards' }));
    const mouse = await screen.findByRole('row', { name: 'Gaming Mouse' });
    expect(within(mouse).getByText('گیمنگ ماؤس')).toHaveAttribute('dir', 'rtl');
    const headset = screen.getByRole('row', { name: 'Gaming Headset' });
    await user.click(within(headset).getByRole('button', { name: 'Edit names' }));
    const urdu = within(headset).getByLabelText('Name in Urdu (optional)');
    expect(urdu).toHaveAttribute('dir', 'rtl');
    expect(urdu).toHaveAttribute('lang', 'ur');
    await user.type(urdu, 'Headset');
    await user.click(within(headset).getByRole('button', { name: 'Save names' }));
    expect(await within(headset).findByRole('alert')).toHaveTextContent('nameUr must be written in Urdu');
    await user.clear(urdu);
    await user.type(urdu, ' گیمنگ ہیڈسیٹ ');
    await user.click(within(headset).getByRole('button', { name: 'Save names' }));
    expect(
      await within(screen.getByRole('row', { name: 'Gaming Headset' })).findByText('گیمنگ ہیڈسیٹ'),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)).toMatchObject({
      path: '/catalogue/rewards/7',
      body: { name: 'Gaming Headset', nameUr: 'گیمنگ ہیڈسیٹ' },
      csrf: 'csrf-123',
    });
  });

  it('shows support staff the names without an edit button', async () => {
    catalogueApi('support');
    renderWithProviders(<OperatorApp />, { route: '/operator/catalogue', path: '/operator/*' });
    expect(await screen.findByRole('row', { name: 'PUBG Mobile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit names' })).not.toBeInTheDocument();
  });
});
