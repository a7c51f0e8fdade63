import type { CompletedTask } from '@portal/contracts';
import type { DB } from '../db/schema.ts';

type Row = CompletedTask & { at: string };

/** The task's and its game's names, in English and Urdu. */
const NAMES = ['c.name', 'c.name_ur', 'g.name as game', 'g.name_ur as game_ur'] as const;

/** A screenshot entry still waiting for the operator's review is listed as pending. */
const statusOf = (status: string): CompletedTask['status'] =>
  status === 'Approved' ? 'approved' : status === 'Rejected' ? 'rejected' : 'pending';

/**
 * The subscriber's completed tasks, newest first: approved and still-reviewed screenshot entries
 * (daily tasks and game challenges) and passed game levels, each with its game's name. Rejected
 * entries are listed with the reviewer's reason (the task page offers the task again).
 */
export async function completedTasksOf(db: DB, subscriberId: number): Promise<CompletedTask[]> {
  const [daily, challenges, levels] = await Promise.all([
    db
      .selectFrom('daily_entries as e')
      .innerJoin('daily_challenges as c', 'c.id', 'e.challenge_id')
      .innerJoin('games as g', 'g.id', 'c.game_id')
      .select(['e.id', 'e.status', 'e.reason', ...NAMES, 'c.prize', 'c.thumbnail'])
      .select((eb) => eb.fn.coalesce('e.reviewed_at', 'e.created_at').as('at'))
      .where('e.subscriber_id', '=', subscriberId)
      .where('e.status', 'in', ['Submitted', 'Approved', 'Rejected'])
      .execute(),
    db
      .selectFrom('challenge_entries as e')
      .innerJoin('game_challenges as c', 'c.id', 'e.challenge_id')
      .innerJoin('games as g', 'g.id', 'c.game_id')
      .select(['e.id', 'e.status', 'e.reason', ...NAMES, 'c.prize', 'c.thumbnail'])
      .select((eb) => eb.fn.coalesce('e.reviewed_at', 'e.created_at').as('at'))
      .where('e.subscriber_id', '=', subscriberId)
      .where('e.status', 'in', ['Submitted', 'Approved', 'Rejected'])
      .execute(),
    db
      .selectFrom('level_plays as p')
      .innerJoin('game_challenges as c', (j) =>
        j.onRef('c.game_id', '=', 'p.game_id').onRef('c.level', '=', 'p.level'),
      )
      .innerJoin('games as g', 'g.id', 'p.game_id')
      .select(['p.id', ...NAMES, 'c.prize', 'c.thumbnail', 'p.reported_at as at'])
      .where('p.subscriber_id', '=', subscriberId)
      .where('p.result', '=', '1')
      .execute(),
  ]);
  const entry =
    (kind: string) =>
    (r: Omit<(typeof daily)[number], 'at'> & { at: string | null }): Row => ({
      challenge_uuid: `${kind}-${r.id}`,
      challenge_name: r.name,
      nameUr: r.name_ur,
      prize: Number(r.prize),
      thumbnail: r.thumbnail,
      game: r.game,
      gameUr: r.game_ur,
      status: statusOf(r.status),
      reason: r.status === 'Rejected' ? r.reason : null,
      at: r.at ?? '',
    });
  const rows: Row[] = [
    ...daily.map(entry('daily')),
    ...challenges.map(entry('challenge')),
    // A passed level is credited at once: an approved entry with no review.
    ...levels.map((r) => entry('level')({ ...r, status: 'Approved', reason: null })),
  ];
  // Waiting entries first (the subscriber is looking for them), then newest first.
  rows.sort((a, b) => (a.status === b.status ? b.at.localeCompare(a.at) : a.status === 'pending' ? -1 : 1));
  return rows.map(({ at: _at, ...task }) => task);
}
