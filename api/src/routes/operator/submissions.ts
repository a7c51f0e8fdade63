import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, badRequest } from '../../lib/errors.ts';
import { Id } from '../../lib/limits.ts';
import { formatCredits } from '../../lib/redemptions.ts';
import { recordAction } from '../../operator/audit.ts';
import { allow, ANY_STAFF, REVIEWERS } from '../../operator/roles.ts';
import { approve, listSubmissions, reject, type Kind as KindName } from '../../operator/submissions-repo.ts';
import { Done, Nullable, ok200, paged, Reason, tags } from './schemas.ts';
import { inTransaction } from '../../db/transaction.ts';

// The screenshot review queue: daily-task and game-challenge entries.

const Kind = Type.Union([Type.Literal('daily'), Type.Literal('challenge')]);
const Status = Type.Union([Type.Literal('Submitted'), Type.Literal('Approved'), Type.Literal('Rejected')]);
const Ref = Type.Object({ id: Type.Integer(), name: Type.String() });
const Submission = Type.Object({
  kind: Kind,
  id: Type.Integer(),
  image: Type.String(),
  subscriber: Type.Object({ id: Type.Integer(), phone: Type.String() }),
  phone: Type.String({ description: 'the subscriber\u2019s number (as subscriber.phone)' }),
  challenge: Ref,
  game: Ref,
  prize: Type.Integer(),
  status: Type.String(),
  reason: Nullable(Type.String()),
  createdAt: Type.String(),
  reviewedAt: Nullable(Type.String()),
});
const Params = Type.Object({ kind: Kind, id: Id() });

type App = Parameters<FastifyPluginAsyncTypebox>[0];

function getSubmissions(app: App) {
  app.get(
    '/submissions',
    {
      config: allow(ANY_STAFF),
      schema: {
        tags,
        summary: 'Screenshot submissions, oldest first (default: those waiting for review)',
        querystring: paged({
          kind: Type.Optional(Kind),
          status: Type.Optional(Status),
          gameId: Type.Optional(Id()),
        }),
        response: ok200(Type.Array(Submission)),
      },
    },
    async (request) => {
      const q = request.query;
      const kinds: KindName[] = q.kind ? [q.kind] : ['daily', 'challenge'];
      const data = await listSubmissions(app.db, {
        kinds,
        status: q.status ?? 'Submitted',
        gameId: q.gameId,
        limit: q.limit ?? 50,
        offset: q.offset ?? 0,
      });
      return { success: true as const, data };
    },
  );
}

function postSubmissionsKindIdApprove(app: App) {
  app.post(
    '/submissions/:kind/:id/approve',
    {
      config: allow(REVIEWERS),
      schema: {
        tags,
        summary: 'Approve a submission: credits its prize exactly once',
        params: Params,
        response: ok200(Type.Object({ credited: Type.Integer() })),
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const at = app.nowIso();
      const credited = await inTransaction(app.db, async (tx) => {
        const done = await approve(tx, kind, id, at);
        await recordAction(
          tx,
          request,
          {
            action: 'submission.approve',
            target: `${kind}-entry:${id}`,
            before: { status: done.before },
            after: { status: 'Approved', credited: done.credited },
          },
          at,
        );
        return done.credited;
      });
      return {
        success: true as const,
        message: `Approved; ${formatCredits(credited)} credits added.`,
        data: { credited },
      };
    },
  );
}

function postSubmissionsKindIdReject(app: App) {
  app.post(
    '/submissions/:kind/:id/reject',
    {
      config: allow(REVIEWERS),
      schema: {
        tags,
        summary: 'Reject a submission with a reason the subscriber sees',
        params: Params,
        body: Type.Object({ reason: Reason }),
        response: { 200: Done },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const reason = request.body.reason.trim();
      if (!reason) throw badRequest(MESSAGES.REASON_REQUIRED);
      const at = app.nowIso();
      await inTransaction(app.db, async (tx) => {
        const done = await reject(tx, kind, id, reason, at);
        await recordAction(
          tx,
          request,
          {
            action: 'submission.reject',
            target: `${kind}-entry:${id}`,
            before: { status: done.before },
            after: { status: 'Rejected', reason },
          },
          at,
        );
      });
      return { success: true as const, message: 'Rejected' };
    },
  );
}

export const submissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const add of [getSubmissions, postSubmissionsKindIdApprove, postSubmissionsKindIdReject]) add(app);
};
