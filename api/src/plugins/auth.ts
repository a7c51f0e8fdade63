import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/errors.ts';
import { verifyAccessToken } from '../lib/tokens.ts';

/** onRequest hook for every route but token generation: a valid HS256 JWT of an active subscriber. */
export async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const app = request.server;
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw unauthorized('Missing access token');
  const claims = await verifyAccessToken(token, app.jwtKey, app.clock.now());
  if (!claims) throw unauthorized('Invalid or expired access token');
  const id = Number(claims.sub);
  const row = await app.db
    .selectFrom('subscribers')
    .select(['status'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.status === 'unsubscribed') throw unauthorized('Subscription is not active');
  request.user = { id, msisdn: claims.msisdn, gn: claims.gn };
}

export function userOf(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  return request.user;
}
