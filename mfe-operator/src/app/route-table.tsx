// The console's own route table, below /operator (the shell hands it every /operator/* address).
import type { ComponentType } from 'react';
import type { Capability } from '../lib/roles';
import { OverviewPage } from '../features/overview/overview-page';
import { SubmissionsPage } from '../features/submissions/submissions-page';
import { RedemptionsPage } from '../features/redemptions/redemptions-page';
import { TournamentsPage } from '../features/tournaments/tournaments-page';
import { TournamentFormPage } from '../features/tournaments/tournament-form-page';
import { TournamentDetailPage } from '../features/tournaments/tournament-detail-page';
import { SubscribersPage } from '../features/subscribers/subscribers-page';
import { SubscriberPage } from '../features/subscribers/subscriber-page';
import { MessagesPage } from '../features/messages/messages-page';
import { AuditPage } from '../features/audit/audit-page';
import { CataloguePage } from '../features/catalogue/catalogue-page';

export const OPERATOR_BASE = '/operator';

export interface ConsoleRoute {
  /** Relative to /operator. */
  path: string;
  title: string;
  component: ComponentType;
  /** In the side navigation (top-level screens only). */
  nav?: boolean;
  /** Hidden from roles without it (the api refuses them anyway). */
  needs?: Capability;
}

export const consoleRoutes: ConsoleRoute[] = [
  { path: '', title: 'Overview', component: OverviewPage, nav: true },
  { path: 'submissions', title: 'Submissions', component: SubmissionsPage, nav: true },
  {
    path: 'redemptions',
    title: 'Redemptions',
    component: RedemptionsPage,
    nav: true,
    needs: 'manage-redemptions',
  },
  { path: 'tournaments', title: 'Tournaments', component: TournamentsPage, nav: true },
  {
    path: 'tournaments/new',
    title: 'New tournament',
    component: TournamentFormPage,
    needs: 'manage-tournaments',
  },
  {
    path: 'tournaments/:id/edit',
    title: 'Edit tournament',
    component: TournamentFormPage,
    needs: 'manage-tournaments',
  },
  { path: 'tournaments/:id', title: 'Tournament', component: TournamentDetailPage },
  { path: 'subscribers', title: 'Subscribers', component: SubscribersPage, nav: true },
  { path: 'subscribers/:id', title: 'Subscriber', component: SubscriberPage },
  { path: 'messages', title: 'Messages', component: MessagesPage, nav: true },
  { path: 'catalogue', title: 'Names', component: CataloguePage, nav: true },
  { path: 'audit', title: 'Audit log', component: AuditPage, nav: true, needs: 'read-audit' },
];

export const consolePath = (path: string) => (path ? `${OPERATOR_BASE}/${path}` : OPERATOR_BASE);
