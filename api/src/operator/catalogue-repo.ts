import { sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { MESSAGES, badRequest, notFound } from '../lib/errors.ts';
import { urduColumn } from './urdu-text.ts';

// The names staff give the catalogue subscribers see (games, rewards, daily tasks, game challenges),
// in English and in Urdu. Tournaments are named through their own form (tournaments-repo.ts).

export const CATALOGUE_KINDS = ['games', 'rewards', 'daily-challenges', 'game-challenges'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

const TABLE = {
  games: 'games',
  rewards: 'rewards',
  'daily-challenges': 'daily_challenges',
  'game-challenges': 'game_challenges',
} as const;

/** The audit action's subject: `game.update`, `daily-challenge.update`... */
export const subjectOf = (kind: CatalogueKind) => (kind === 'games' ? 'game' : kind.slice(0, -1));

export interface CatalogueItem {
  id: number;
  name: string;
  nameUr: string | null;
  /** The game a task or challenge belongs to; null for games and rewards. */
  game: string | null;
  /** Game challenges only. */
  objective?: string;
  objectiveUr?: string | null;
}

type Row = {
  id: number | string;
  name: string;
  name_ur: string | null;
  game: string | null;
  objective?: string;
  objective_ur?: string | null;
};

function listQuery(kind: CatalogueKind) {
  switch (kind) {
    case 'games':
      return sql`select id, name, name_ur, null as game from games`;
    case 'rewards':
      return sql`select id, name, name_ur, null as game from rewards`;
    case 'daily-challenges':
      return sql`select c.id, c.name, c.name_ur, g.name as game from daily_challenges c
        join games g on g.id = c.game_id`;
    case 'game-challenges':
      return sql`select c.id, c.name, c.name_ur, c.objective, c.objective_ur, g.name as game
        from game_challenges c join games g on g.id = c.game_id`;
  }
}

const ORDER = {
  games: sql`order by sort, id`,
  rewards: sql`order by id`,
  'daily-challenges': sql`order by g.sort, c.id`,
  'game-challenges': sql`order by g.sort, c.id`,
};

const toItem = (r: Row): CatalogueItem => ({
  id: Number(r.id),
  name: r.name,
  nameUr: r.name_ur,
  game: r.game,
  ...(r.objective !== undefined ? { objective: r.objective, objectiveUr: r.objective_ur ?? null } : {}),
});

/** Every item of a kind in the portal's order, or the one with `id` (404 when there is none). */
export async function catalogueItems(db: DB, kind: CatalogueKind, id?: number): Promise<CatalogueItem[]> {
  const alias = kind === 'games' || kind === 'rewards' ? sql.raw('id') : sql.raw('c.id');
  const where = id === undefined ? sql`` : sql`where ${alias} = ${id}`;
  const rows = (await sql<Row>`${listQuery(kind)} ${where} ${ORDER[kind]}`.execute(db)).rows;
  if (id !== undefined && rows.length === 0) throw notFound(MESSAGES.NOT_FOUND);
  return rows.map(toItem);
}

export interface NameFields {
  name?: string;
  nameUr?: string | null;
  objective?: string;
  objectiveUr?: string | null;
}

/** The columns for the names given; 400 for an empty English text or an objective elsewhere. */
export function nameColumns(kind: CatalogueKind, f: NameFields) {
  if (Object.values(f).every((v) => v === undefined)) throw badRequest(MESSAGES.NOTHING_TO_UPDATE);
  if (kind !== 'game-challenges' && (f.objective !== undefined || f.objectiveUr !== undefined))
    throw badRequest(MESSAGES.OBJECTIVE_ONLY_CHALLENGES);
  const name = f.name?.trim();
  if (f.name !== undefined && !name) throw badRequest(MESSAGES.NAME_REQUIRED);
  const objective = f.objective?.trim();
  if (f.objective !== undefined && !objective) throw badRequest(MESSAGES.OBJECTIVE_REQUIRED);
  return {
    ...(name ? { name } : {}),
    ...(f.nameUr !== undefined ? { name_ur: urduColumn(f.nameUr, 'nameUr') } : {}),
    ...(objective ? { objective } : {}),
    ...(f.objectiveUr !== undefined ? { objective_ur: urduColumn(f.objectiveUr, 'objectiveUr') } : {}),
  };
}

export async function updateNames(
  db: DB,
  kind: CatalogueKind,
  id: number,
  cols: ReturnType<typeof nameColumns>,
): Promise<void> {
  // One of four fixed tables; each has the name columns (game_challenges also the objective ones).
  await db
    .updateTable(TABLE[kind] as 'game_challenges')
    .set(cols)
    .where('id', '=', id)
    .execute();
}
