import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { activeStreakRoutes } from './active-streak/index.ts';
import { sessionRoutes } from './auth/index.ts';
import { challengeEntryRoutes } from './challenge/index.ts';
import { gameChallengeRoutes } from './challenges/index.ts';
import { completedTaskRoutes } from './completed-task/index.ts';
import { dailyChallengeRoutes } from './daily-challenges/index.ts';
import { eslRoutes } from './esl/index.ts';
import { eslGameRoutes } from './esl-games/index.ts';
import { gamenowRoutes } from './gamenow/index.ts';
import { tokenRoutes } from './jt/index.ts';
import { signInRoutes } from './landing/index.ts';
import { leaderboardRoutes } from './leaderboard/index.ts';
import { redeemClaimRoutes } from './redeem-claim/index.ts';
import { redeemItemRoutes } from './redeem-item/index.ts';
import { rewardListRoutes } from './rewards/index.ts';
import { tournamentViewRoutes } from './tournament/index.ts';
import { tournamentListRoutes } from './tournaments/index.ts';
import { unsubscribeRoutes } from './unsubscribe-service/index.ts';
import { updateStreakRoutes } from './update-daily-streak/index.ts';
import { videoRoutes } from './youtube-videos/index.ts';

// The route groups app.ts registers. Each folder here is one URL prefix (the first path segment
// after /api and its version: /api/v1/completed-task/get lives in completed-task/), see the api
// README; a group gathers the folders of one area under the same access (public or signed in).

const group =
  (...parts: FastifyPluginAsyncTypebox[]): FastifyPluginAsyncTypebox =>
  async (app) => {
    for (const part of parts) await app.register(part);
  };

/** The access token (public), the session check and logout (signed in, a scope of their own). */
export const authRoutes = group(tokenRoutes, sessionRoutes);

/** Daily task, game challenges and completed tasks (signed in). */
export const challengeRoutes = group(
  dailyChallengeRoutes,
  gameChallengeRoutes,
  challengeEntryRoutes,
  completedTaskRoutes,
);

/** ESL games and highlight videos (signed in). */
export const gameRoutes = group(eslGameRoutes, videoRoutes);

/** The daily streak (signed in). */
export const streakRoutes = group(activeStreakRoutes, updateStreakRoutes);

/** Weekly and ESL tournaments, registration and ESL matches (signed in). */
export const tournamentRoutes = group(tournamentListRoutes, tournamentViewRoutes, eslRoutes);

/** Rewards, redeeming, the partner number and the leaderboard (signed in). */
export const rewardRoutes = group(
  rewardListRoutes,
  redeemItemRoutes,
  redeemClaimRoutes,
  gamenowRoutes,
  leaderboardRoutes,
);

/**
 * The demo landing page (subscription and sign-in) and the unsubscribe service, outside /api:
 * their forms post urlencoded bodies, parsed here for both.
 */
export const landingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  await app.register(signInRoutes);
  await app.register(unsubscribeRoutes);
};
