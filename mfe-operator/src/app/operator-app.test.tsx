import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import type { StaffRole } from '../lib/roles';
import { fakeOperatorApi, ok, sessionOf } from '../test/fake-operator-api';
import { OperatorApp } from './operator-app';

function openConsole(role: StaffRole, route: string) {
  const api = fakeOperatorApi({
    'GET /session': () => sessionOf(role),
    'GET /redemptions': () => ok([]),
  });
  renderWithProviders(<OperatorApp />, { route, path: '/operator/*' });
  return api;
}

async function menuItems() {
  const nav = await screen.findByRole('navigation', { name: 'Console' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('console menu and screens follow the roles', () => {
  it.each([
    ['moderator', false],
    ['support', true],
    ['admin', true],
  ] as const)('the %s role has a Redemptions item in the menu: %s', async (role, shown) => {
    openConsole(role, '/operator');
    expect((await menuItems()).includes('Redemptions')).toBe(shown);
    expect(await menuItems()).toContain('Submissions');
  });

  it('tells a moderator who opens /operator/redemptions that it is not for their role, asking nothing', async () => {
    const api = openConsole('moderator', '/operator/redemptions');
    expect(await screen.findByText('This page is not for the moderator role.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Redemptions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).not.toContain('/redemptions');
  });

  it('opens the redemptions list for support', async () => {
    openConsole('support', '/operator/redemptions');
    expect(await screen.findByText('No redemptions here.')).toBeInTheDocument();
  });
});
