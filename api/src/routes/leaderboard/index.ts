import { type LeaderboardEntry, LeaderboardResponse } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DB } from '../../db/schema.ts';
import { ReadCache, keptAnswers } from '../../lib/read-cache.ts';
import { uploadUrl } from '../../lib/uploads.ts';
import { userOf } from '../../plugins/auth.ts';
import { leaderboardTop } from '../../rewards/repository.ts';

// Scores, challenge and redemption counts and tournament counts are kept per subscriber by the
// database as ledger rows and entries are written (subscriber_totals); the board reads the top of
// its score index. One answer serves everyone until a write moves the board's change counter;
// `ids` (never sent) lets each answer mark the viewer's own row.

type Board = { body: LeaderboardResponse; ids: number[] };

/** The answers of viewers on the board, per board (at most one per row): made once each. */
const marked = new WeakMap<Board, Map<number, LeaderboardResponse>>();

const forViewer = (b: Board, viewer: number): LeaderboardResponse => {
  const at = b.ids.indexOf(viewer);
  if (at < 0) return b.body;
  let answers = marked.get(b);
  if (!answers) marked.set(b, (answers = new Map()));
  let answer = answers.get(viewer);
  if (!answer) {
    answer = { ...b.body, data: b.body.data.map((e, i) => (i === at ? { ...e, is_viewer: 1 as const } : e)) };
    answers.set(viewer, answer);
  }
  return answer;
};

async function buildBoard(db: DB): Promise<Board> {
  const rows = await leaderboardTop(db);
  const data: LeaderboardEntry[] = rows.map((r) => ({
    // The same fallback as the portal's navigation, so a new subscriber is one name everywhere.
    name: r.name || r.username || 'Guest User',
    username: r.username,
    profileImage: r.profile_image ? uploadUrl(r.profile_image) : null,
    score: Number(r.score),
    total_tournaments: Number(r.tournaments ?? 0),
    redeemed_items: Number(r.redeemed ?? 0),
    total_challenges: Number(r.challenges ?? 0),
  }));
  const body = { success: true, data } satisfies LeaderboardResponse;
  return { body, ids: rows.map((r) => Number(r.id)) };
}

export const leaderboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const reads = new ReadCache(app.db);
  const send = keptAnswers();

  app.get(
    '/leaderboard',
    {
      schema: {
        response: { 200: LeaderboardResponse },
        tags: ['leaderboard'],
        summary: 'Leaderboard: top 50 by credits earned',
      },
    },
    async (request, reply) => {
      const viewer = userOf(request).id;
      const board = await reads.with(request.counters).get('leaderboard', () => buildBoard(app.db));
      // Serialised once per board: the one answer of everyone off it, and each listed viewer's own.
      return send(reply, forViewer(board, viewer));
    },
  );
};
