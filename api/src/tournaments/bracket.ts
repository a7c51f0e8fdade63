import type { FastifyInstance } from 'fastify';
import { tournamentTime } from '../lib/day.ts';
import type { Tournament } from '../tournament-engine/common.ts';
import { buildBracket, type Seeded } from '../tournament-engine/views.ts';
import { bracketRows } from './repository.ts';

// The live bracket of a tournament, read once for subscribers and guests (the public route) and
// for staff (the operator route, which adds who is behind each seed).

/** A name for the bracket: what the player chose, with anything like a phone number hidden. */
const shown = (text: string | null | undefined, seed: number) => {
  const name = (text ?? '')
    .replace(/\+?\d[\d\s-]{5,}\d/g, '•••')
    .trim()
    .slice(0, 24);
  return name || `Player ${seed}`;
};

/**
 * The bracket as `viewerId` sees it (null: a guest, or staff) and the checked-in entries in seed
 * order (seed n is entries[n - 1]).
 */
export async function readBracket(app: FastifyInstance, t: Tournament, viewerId: number | null) {
  const { matches, entries } = await bracketRows(app.db, Number(t.id));
  const seeds: Seeded[] = entries.map((e, i) => ({
    id: Number(e.subscriber_id),
    name: shown(e.pubg_nick || e.username || e.name, i + 1),
  }));
  const viewer = viewerId === null ? undefined : entries.find((e) => Number(e.subscriber_id) === viewerId);
  const bracket = buildBracket(t, matches, seeds, {
    viewerId: viewer ? Number(viewer.subscriber_id) : null,
    viewerPlace: viewer?.place == null ? null : Number(viewer.place),
    now: app.clock.now().getTime(),
    time: (iso) => tournamentTime(iso, app.config.timeZone),
    opensAt: (m) => app.engine.roomOpensAt(m, t),
  });
  return { bracket, entries };
}
