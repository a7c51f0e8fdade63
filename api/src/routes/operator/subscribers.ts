import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SubscriptionCharge } from '@portal/contracts';
import { listRedemptions } from '../../operator/redemptions-repo.ts';
import { allow, ANY_STAFF } from '../../operator/roles.ts';
import {
  entriesOfSubscriber,
  ledgerOf,
  searchSubscribers,
  subscriberProfile,
  tournamentsOfSubscriber,
} from '../../operator/subscribers-repo.ts';
import { Redemption } from './redemptions.ts';
import { IdParams, Nullable, ok200, paged, tags } from './schemas.ts';

// Subscribers: search by number and the whole history (actions on them: subscriber-actions.ts).

const Profile = Type.Object({
  id: Type.Integer(),
  phone: Type.String(),
  name: Type.String(),
  username: Type.String(),
  email: Type.String(),
  subscription: Type.Object({
    type: Type.String(),
    status: Type.String(),
    trialEndsAt: Nullable(Type.String()),
    subscribedAt: Type.String(),
    unsubscribedAt: Nullable(Type.String()),
    nextChargeAt: Nullable(Type.String()),
    /** Declined or never answered charges, over the whole history. */
    failedCharges: Type.Integer(),
    /** The latest charges, newest first. */
    charges: Type.Array(Type.Omit(SubscriptionCharge, ['amountPaisa', 'taxPaisa'])),
  }),
  suspendedAt: Nullable(Type.String()),
  suspendedReason: Nullable(Type.String()),
  createdAt: Type.String(),
  credits: Type.Integer(),
  moneyPaisa: Type.Integer(),
  totals: Type.Object({
    score: Type.Integer(),
    challenges: Type.Integer(),
    redeemed: Type.Integer(),
    tournaments: Type.Integer(),
  }),
});
const Row = Type.Object({
  id: Type.Integer(),
  phone: Type.String(),
  name: Type.String(),
  status: Type.String(),
  suspended: Type.Boolean(),
  createdAt: Type.String(),
});
const LedgerRow = Type.Object({
  id: Type.Integer(),
  delta: Type.Integer(),
  reason: Type.String(),
  refKey: Nullable(Type.String()),
  /**
   * What the key points at, by its number and name: the tournament (entry fee, prize, refund), the
   * redemption (#id, the reward), the daily task or game challenge of an entry, the game of a level;
   * null for other keys or one whose subject is gone.
   */
  subject: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  createdAt: Type.String(),
  /** The reason staff typed for a grant or deduction (from the audit log); null on other rows. */
  note: Nullable(Type.String()),
});
const Entry = Type.Object({
  kind: Type.String(),
  id: Type.Integer(),
  image: Type.String(),
  challenge: Type.String(),
  prize: Type.Integer(),
  status: Type.String(),
  reason: Nullable(Type.String()),
  createdAt: Type.String(),
  reviewedAt: Nullable(Type.String()),
});
const TournamentEntry = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: Type.Integer(),
  isRunning: Type.Boolean(),
  engineState: Nullable(Type.String()),
  timeStart: Nullable(Type.String()),
  timeEnd: Nullable(Type.String()),
  checkedIn: Type.Boolean(),
  place: Nullable(Type.Integer()),
  joinedAt: Type.String(),
});
const read = { config: allow(ANY_STAFF) };

type App = Parameters<FastifyPluginAsyncTypebox>[0];

function getSubscribers(app: App) {
  app.get(
    '/subscribers',
    {
      ...read,
      schema: {
        tags,
        summary: 'Find subscribers by number (03..., 92... or its first digits)',
        querystring: Type.Object({ number: Type.String({ pattern: '^\\+?\\d{4,12}$' }) }),
        response: ok200(Type.Array(Row)),
      },
    },
    async (request) => ({
      success: true as const,
      data: await searchSubscribers(app.db, request.query.number),
    }),
  );
}

function getSubscribersId(app: App) {
  app.get(
    '/subscribers/:id',
    {
      ...read,
      schema: {
        tags,
        summary: 'A subscriber\u2019s profile, subscription state and balances',
        params: IdParams,
        response: ok200(Profile),
      },
    },
    async (request) => ({
      success: true as const,
      data: await subscriberProfile(app.db, app.config.billing, request.params.id),
    }),
  );
}

function getSubscribersIdLedger(app: App) {
  app.get(
    '/subscribers/:id/ledger',
    {
      ...read,
      schema: {
        tags,
        summary: 'Credits or prize-money ledger, newest first',
        params: IdParams,
        querystring: paged({
          wallet: Type.Optional(Type.Union([Type.Literal('credits'), Type.Literal('money')])),
        }),
        response: ok200(Type.Array(LedgerRow)),
      },
    },
    async (request) => {
      const q = request.query;
      return {
        success: true as const,
        data: await ledgerOf(app.db, request.params.id, q.wallet ?? 'credits', q.limit ?? 50, q.offset ?? 0),
      };
    },
  );
}

function getSubscribersIdEntries(app: App) {
  app.get(
    '/subscribers/:id/entries',
    {
      ...read,
      schema: {
        tags,
        summary: 'Screenshot entries with their review',
        params: IdParams,
        response: ok200(Type.Array(Entry)),
      },
    },
    async (request) => ({
      success: true as const,
      data: await entriesOfSubscriber(app.db, request.params.id),
    }),
  );
}

function getSubscribersIdRedemptions(app: App) {
  app.get(
    '/subscribers/:id/redemptions',
    {
      ...read,
      schema: {
        tags,
        summary: 'Redemptions, holds included',
        params: IdParams,
        response: ok200(Type.Array(Redemption)),
      },
    },
    async (request) => ({
      success: true as const,
      data: await listRedemptions(app.db, { subscriberId: request.params.id, limit: 200, offset: 0 }),
    }),
  );
}

function getSubscribersIdTournaments(app: App) {
  app.get(
    '/subscribers/:id/tournaments',
    {
      ...read,
      schema: {
        tags,
        summary: 'Tournaments entered',
        params: IdParams,
        response: ok200(Type.Array(TournamentEntry)),
      },
    },
    async (request) => ({
      success: true as const,
      data: await tournamentsOfSubscriber(app.db, request.params.id),
    }),
  );
}

export const subscriberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const add of [
    getSubscribers,
    getSubscribersId,
    getSubscribersIdLedger,
    getSubscribersIdEntries,
    getSubscribersIdRedemptions,
    getSubscribersIdTournaments,
  ])
    add(app);
};
