import { EntryResponse, challengeEntryRequest } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  findChallengeGame,
  findGameChallenge,
  hasChallengeEntry,
  insertChallengeEntry,
} from '../../challenges/repository.ts';
import { MESSAGES, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { checkScreenshot, decodeDataUrl, SCREENSHOT_MAX_EXCLUSIVE } from '../../lib/uploads.ts';
import { userOf } from '../../plugins/auth.ts';
import { submitEntry, uploadLimit } from '../daily-challenges/submit-entry.ts';

export const challengeEntryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A data URL of the largest screenshot (base64 is 4/3 of the bytes) plus the other fields.
  const ENTRY_JSON_LIMIT = Math.ceil((SCREENSHOT_MAX_EXCLUSIVE * 4) / 3) + 64 * 1024;

  app.post(
    '/v1/challenge/entry',
    {
      // The one JSON route with a large body: the screenshot comes as a data URL.
      config: { ...uploadLimit(app), jsonBodyLimit: ENTRY_JSON_LIMIT },
      bodyLimit: ENTRY_JSON_LIMIT,
      schema: {
        response: { 200: EntryResponse },
        tags: ['game challenges'],
        summary:
          'Submit a game-challenge screenshot as a data URL (PNG/JPEG, under 2,048,000 bytes decoded); once per challenge',
        body: challengeEntryRequest(ENTRY_JSON_LIMIT),
      },
    },
    async (request) => {
      const user = userOf(request);
      const buf = decodeDataUrl(request.body.entryImage);
      if (!buf) throw badRequest(MESSAGES.SCREENSHOT_TYPE);
      const kind = checkScreenshot(buf);
      const c = await findGameChallenge(app.db, request.body.challengeId);
      if (!c || Number(c.game_id) !== request.body.gameId) throw notFound(MESSAGES.UNKNOWN_CHALLENGE);
      // A game taken off the challenges (games.challenges 0) closes the challenges it had listed.
      if (c.archived || !(await findChallengeGame(app.db, request.body.gameId)))
        throw badRequest(MESSAGES.CHALLENGE_NOT_ACTIVE);
      if (c.level != null) throw badRequest(MESSAGES.CHALLENGE_BY_LEVEL);
      if (await hasChallengeEntry(app.db, user.id, Number(c.id))) throw conflict(MESSAGES.CHALLENGE_ALREADY);
      return submitEntry(app, buf, kind, MESSAGES.CHALLENGE_ALREADY, (image) =>
        insertChallengeEntry(app.db, {
          subscriberId: user.id,
          challengeId: Number(c.id),
          image,
          at: app.nowIso(),
        }),
      );
    },
  );
};
