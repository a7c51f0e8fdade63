import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@portal/shared/router';
import { FollowAddressBar } from './follow-address-bar';

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('FollowAddressBar', () => {
  it('takes the router to the address the bar shows when it was made with another', async () => {
    // The router was made at '/', then an entry for /rewards was pushed before it listened.
    window.history.pushState({ usr: { from: 'back' }, key: 'k1', idx: 1 }, '', '/rewards?tab=mine');
    render(
      <MemoryRouter initialEntries={['/']}>
        <FollowAddressBar />
        <Where />
      </MemoryRouter>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/rewards?tab=mine {"from":"back"}'),
    );
  });

  it('does nothing when the router and the bar agree', async () => {
    window.history.replaceState(null, '', '/tournaments');
    render(
      <MemoryRouter initialEntries={[{ pathname: '/tournaments', state: { kept: true } }]}>
        <FollowAddressBar />
        <Where />
      </MemoryRouter>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByTestId('where')).toHaveTextContent('/tournaments {"kept":true}');
  });
});
