// Cannon Clash bench players: subscribers written straight into the api's database, and tokens
// for them made as the portal's sign-in makes them (a session row, a token naming it).
import type { buildApp } from '../../api/src/app.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

/** Inserts `count` active subscribers (numbers 9239<prefix><n>), answers their ids in order. */
export async function insertPlayers(app: App, count: number, prefix = ''): Promise<number[]> {
  const now = new Date().toISOString();
  const ids: number[] = [];
  for (let i = 0; i < count; i += 500) {
    const rows = await app.db
      .insertInto('subscribers')
      .values(
        Array.from({ length: Math.min(500, count - i) }, (_, k) => ({
          phone: `9239${prefix}${String(i + k).padStart(8 - prefix.length, '0')}`,
          sub_type: 'prepaid',
          status: 'active',
          trial_ends_at: null,
          subscribed_at: now,
          unsubscribed_at: null,
          ref_version: 1,
          partner_phone: null,
          game_id: null,
          name: `Bench ${prefix}${i + k}`,
          username: `bench${prefix}x${i + k}`,
          email: '',
          gender: null,
          bio: '',
          date_of_birth: null,
          profile_image: null,
          created_at: now,
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => Number(r.id)));
  }
  return ids;
}

/** An access token for subscriber `id`, with a session row behind it. */
export async function playerToken(app: App, id: number): Promise<string> {
  const { signAccessToken } = await import('../../api/src/lib/tokens.ts');
  const { createSession } = await import('../../api/src/lib/sessions.ts');
  const at = new Date().toISOString();
  const sid = await createSession(app.db, { subscriberId: id, refVersion: 1, gn: 0, at });
  return signAccessToken({ sub: String(id), sid, gn: 0 }, app.jwtKey, app.clock.now());
}
