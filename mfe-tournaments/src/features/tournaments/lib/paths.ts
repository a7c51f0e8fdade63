import type { Tournament } from '@portal/contracts';

/** A weekly tournament's registration page. */
export const joinPath = (t: Pick<Tournament, 'id'>) => `/join-tournament?tournamentId=${t.id}`;

export const NO_TOURNAMENTS = 'No tournaments available right now.';
