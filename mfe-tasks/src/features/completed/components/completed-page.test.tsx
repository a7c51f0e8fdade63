import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { renderWithProviders, resetSession } from '@portal/shared/testing';
import { fakeApi, ok, signIn } from '../../../testing/fake-api';
import { CompletedPage } from './completed-page';

beforeEach(() => {
  resetSession();
  signIn();
});

describe('/completed', () => {
  it('lists the completed tasks with their prizes', async () => {
    fakeApi({
      'POST /v1/completed-task/get': ok([
        { challenge_uuid: 'daily-1', challenge_name: 'Win a Team Deathmatch', prize: 25, thumbnail: null },
        { challenge_uuid: 'level-2', challenge_name: 'Aim Train: Pass Level 1', prize: 10, thumbnail: null },
      ]),
    });
    renderWithProviders(<CompletedPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Completed Tasks' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Win a Team Deathmatch' });
    expect(first).toHaveTextContent('25 credits');
    expect(screen.getByRole('article', { name: 'Aim Train: Pass Level 1' })).toHaveTextContent('10 credits');
  });

  it("says 'No completed tasks available' when there are none", async () => {
    fakeApi({ 'POST /v1/completed-task/get': ok([]) });
    renderWithProviders(<CompletedPage />);
    expect(await screen.findByText('No completed tasks available')).toBeInTheDocument();
  });

  it("shows only 'Error' when the list fails", async () => {
    fakeApi({ 'POST /v1/completed-task/get': { status: 500, data: { message: 'boom' } } });
    renderWithProviders(<CompletedPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('p')).toHaveTextContent(/^Error$/);
  });
});
