import type { PlayerState } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { tournamentTime } from '../lib/day.ts';
import type { Tournament } from './engine.ts';
import { playerState } from './views.ts';

/**
 * The caller's state in each tournament they entered: next match, out in round N, champion...
 * `validity.until` is lowered to the first moment a state would read differently with no write
 * (a match's room opening), for callers that keep the states.
 */
export async function playerStates(
  app: FastifyInstance,
  userId: number,
  rows: (Tournament & { entry_id: number | null; place: number | null })[],
  validity?: { until: number },
): Promise<Map<number, PlayerState>> {
  const entered = rows.filter((r) => r.entry_id != null);
  const states = new Map<number, PlayerState>();
  if (entered.length === 0) return states;
  // The caller's own matches, one indexed lookup per side, so the cost follows what this player
  // has played rather than the size of the tournaments; the listed tournaments are picked here.
  const ids = new Set(entered.map((r) => Number(r.id)));
  const side = (column: 'player1_id' | 'player2_id') =>
    app.db.selectFrom('tournament_matches').selectAll().where(column, '=', userId).execute();
  const matches = [...(await side('player1_id')), ...(await side('player2_id'))].filter((m) =>
    ids.has(Number(m.tournament_id)),
  );
  const now = app.clock.now().getTime();
  for (const r of entered) {
    const mine = matches.filter((m) => Number(m.tournament_id) === Number(r.id));
    const place = r.place == null ? null : Number(r.place);
    states.set(
      Number(r.id),
      playerState(r, mine, userId, place, {
        now,
        time: (iso) => tournamentTime(iso, app.config.timeZone),
        opensAt: (m) => {
          const at = app.engine.roomOpensAt(m, r);
          if (validity && at > now) validity.until = Math.min(validity.until, at);
          return at;
        },
      }),
    );
  }
  return states;
}
