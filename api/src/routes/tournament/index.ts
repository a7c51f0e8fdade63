import {
  CheckinResponse,
  TournamentCheckinRequest,
  TournamentViewRequest,
  TournamentViewResponse,
} from '@portal/contracts';
import { EMAIL_NOT_VALID, isEmail, NICK_REQUIRED, UID_REQUIRED } from '@portal/contracts/rules';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, badRequest, notFound } from '../../lib/errors.ts';
import { ReadCache } from '../../lib/read-cache.ts';
import { listTournaments } from '../../lib/tournament-list.ts';
import { userOf } from '../../plugins/auth.ts';
import { findTournament, hasEntry } from '../../tournaments/repository.ts';
import { checkinAnswer, register } from './register.ts';

export const tournamentViewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const reads = new ReadCache(app.db);

  app.post(
    '/v1/tournament/view',
    {
      schema: {
        response: { 200: TournamentViewResponse },
        tags: ['tournaments'],
        summary: 'One tournament (data[0])',
        body: TournamentViewRequest,
      },
    },
    async (request) => {
      const data = await listTournaments(app, reads, userOf(request).id, { id: request.body.id });
      if (data.length === 0) throw notFound(MESSAGES.NO_TOURNAMENT_DATA);
      return { success: true, data } satisfies TournamentViewResponse;
    },
  );

  app.post(
    '/v1/tournament/entry/checkin',
    {
      schema: {
        response: { 200: CheckinResponse },
        tags: ['tournaments'],
        summary:
          'Register for a weekly tournament: pubg_id when UIDCheck is 1, pubg_nick always, userEmail unless tourn_type is Credits',
        body: TournamentCheckinRequest,
      },
    },
    async (request) => {
      const user = userOf(request);
      const b = request.body;
      const t = await findTournament(app.db, b.id);
      if (!t) throw notFound(MESSAGES.TOURNAMENT_NOT_FOUND);
      // An ESL entry is made under the subscriber's username (esl/index.ts), never a typed nick.
      if (t.is_esl) throw badRequest(MESSAGES.ESL_JOIN_ON_ESL_LIST);
      if (await hasEntry(app.db, Number(t.id), user.id)) return checkinAnswer(true);
      if (!app.engine.registrationOpen(t)) throw badRequest(MESSAGES.REGISTRATION_CLOSED);
      const pubgId = b.pubg_id?.trim() ?? '';
      const nick = b.pubg_nick?.trim() ?? '';
      const email = b.userEmail?.trim() ?? '';
      const missing: Record<string, string> = {};
      if (t.uid_check && !pubgId) missing.pubg_id = UID_REQUIRED;
      if (!nick) missing.pubg_nick = NICK_REQUIRED;
      if (t.tourn_type !== 'Credits' && !email) missing.userEmail = 'Email is required';
      if (email && !isEmail(email)) missing.userEmail = EMAIL_NOT_VALID;
      if (Object.keys(missing).length) throw badRequest(MESSAGES.REGISTRATION_FAILED, { errors: missing });
      const created = await register(
        app,
        user.id,
        { id: Number(t.id), entry_fee: Number(t.entry_fee) },
        { pubg_id: pubgId || null, pubg_nick: nick, email: email || null },
      );
      return checkinAnswer(!created);
    },
  );
};
