// The tournaments remote's pages, for its standalone dev app; inside the portal the shell routes them.
import type { ReactElement } from 'react';
import { TournamentsPage } from '../features/tournaments/components/tournaments-page';
import { JoinTournamentPage } from '../features/tournaments/components/join-tournament-page';
import { HomeTournaments } from '../features/tournaments/components/home-tournaments';
import { BracketPage } from '../features/tournaments/components/bracket-page';

export const standaloneRoutes: Array<{ path: string; element: ReactElement }> = [
  { path: '/tournaments', element: <TournamentsPage /> },
  { path: '/join-tournament', element: <JoinTournamentPage /> },
  { path: '/home-block', element: <HomeTournaments /> },
  { path: '/tournaments/:id/bracket', element: <BracketPage /> },
];
