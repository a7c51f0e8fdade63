import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerOperatorAccess } from '../../plugins/operator-access.ts';
import { bracketRoutes } from './bracket.ts';
import { catalogueRoutes } from './catalogue.ts';
import { docsRoutes } from './docs.ts';
import { gameRoutes } from './games.ts';
import { matchRoutes } from './matches.ts';
import { messageRoutes } from './messages.ts';
import { overviewRoutes } from './overview.ts';
import { redemptionRoutes } from './redemptions.ts';
import { sessionRoutes } from './session.ts';
import { staffRoutes } from './staff.ts';
import { submissionRoutes } from './submissions.ts';
import { subscriberActionRoutes } from './subscriber-actions.ts';
import { subscriberRoutes } from './subscribers.ts';
import { tournamentRoutes } from './tournaments.ts';

// /api/operator: the operator console's api (see README.md here). Access, roles, CSRF and the
// audit log are hooks of this scope; each file below is one resource.

export const operatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerOperatorAccess(app);
  for (const routes of [
    sessionRoutes,
    staffRoutes,
    overviewRoutes,
    gameRoutes,
    catalogueRoutes,
    submissionRoutes,
    redemptionRoutes,
    tournamentRoutes,
    bracketRoutes,
    matchRoutes,
    subscriberRoutes,
    subscriberActionRoutes,
    messageRoutes,
    docsRoutes,
  ])
    await app.register(routes);
};
