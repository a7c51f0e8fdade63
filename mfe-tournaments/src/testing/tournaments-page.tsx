import { screen } from '@testing-library/react';
import { useLocation } from '@portal/shared/router';
import { session } from '@portal/shared/session';
import { renderWithProviders } from '@portal/shared/testing';
import { TournamentsPage } from '../features/tournaments/components/tournaments-page';

/** The calls /tournaments makes, as the fake api keys them. */
export const WEEKLY = 'GET /v1/tournaments/all';
export const ESL = 'GET /v1/esl/tournaments/all';
export const ESL_CHECKIN = 'POST /v1/esl/tournament/entry/checkin';
export const MATCH_CHECKIN = 'POST /v1/esl/tournament/match/checkin';

export const login = () => {
  session.setToken('token');
  session.setMsisdn('ref');
};

/** Shows the routing state /cannon-clash was opened with. */
function CannonClashProbe() {
  const location = useLocation();
  return <pre data-testid="cannon-state">{JSON.stringify(location.state)}</pre>;
}

/** /tournaments with /cannon-clash and /highlights as the places its buttons lead to. */
export const renderPage = () =>
  renderWithProviders(<TournamentsPage />, {
    route: '/tournaments',
    path: '/tournaments',
    extraRoutes: { '/cannon-clash': <CannonClashProbe />, '/highlights': <p>highlights page</p> },
  });

export const card = (name: string) => screen.getByRole('article', { name });
