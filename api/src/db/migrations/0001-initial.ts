import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';

type Dialect = 'sqlite' | 'postgres';
type WithId = <T extends string>(t: CreateTableBuilder<T, never>) => CreateTableBuilder<T, never>;

/** Subscribers, their credit wallets and the ledger. */
async function accountTables(db: Kysely<unknown>, withId: WithId): Promise<void> {
  await withId(db.schema.createTable('subscribers'))
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('sub_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('trial_ends_at', 'text')
    .addColumn('subscribed_at', 'text', (c) => c.notNull())
    .addColumn('unsubscribed_at', 'text')
    .addColumn('ref_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('partner_phone', 'text')
    .addColumn('game_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('username', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gender', 'text')
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('date_of_birth', 'text')
    .addColumn('profile_image', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('wallets')
    .addColumn('subscriber_id', 'integer', (c) => c.primaryKey().references('subscribers.id'))
    .addColumn('balance', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('wallets_balance_not_negative', sql`balance >= 0`)
    .execute();

  await withId(db.schema.createTable('ledger'))
    .addColumn('subscriber_id', 'integer', (c) => c.notNull().references('subscribers.id'))
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ref_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('ledger_once', ['subscriber_id', 'ref_key'])
    .execute();
  await db.schema.createIndex('ledger_subscriber').on('ledger').column('subscriber_id').execute();
}

/** Games, daily tasks, game challenges, level plays and streak claims. */
async function taskTables(db: Kysely<unknown>, withId: WithId): Promise<void> {
  await withId(db.schema.createTable('games'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('thumbnail', 'text')
    .addColumn('game_unique_id', 'text', (c) => c.unique())
    .addColumn('is_esl', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('game_status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('daily_tasks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('challenges', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('highlights', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db.schema.createTable('daily_challenges'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prize', 'integer', (c) => c.notNull())
    .addColumn('thumbnail', 'text')
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db.schema.createTable('daily_entries'))
    .addColumn('subscriber_id', 'integer', (c) => c.notNull().references('subscribers.id'))
    .addColumn('challenge_id', 'integer', (c) => c.notNull().references('daily_challenges.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('reviewed_at', 'text')
    .addUniqueConstraint('daily_entries_once_per_day', ['subscriber_id', 'day'])
    .execute();

  await withId(db.schema.createTable('game_challenges'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('objective', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('prize', 'integer', (c) => c.notNull())
    .addColumn('thumbnail', 'text')
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level', 'integer')
    .execute();

  await withId(db.schema.createTable('challenge_entries'))
    .addColumn('subscriber_id', 'integer', (c) => c.notNull().references('subscribers.id'))
    .addColumn('challenge_id', 'integer', (c) => c.notNull().references('game_challenges.id'))
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('reviewed_at', 'text')
    .addUniqueConstraint('challenge_entries_once', ['subscriber_id', 'challenge_id'])
    .execute();

  await withId(db.schema.createTable('level_plays'))
    .addColumn('subscriber_id', 'integer', (c) => c.notNull().references('subscribers.id'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('reported_at', 'text')
    .addUniqueConstraint('level_plays_once_per_day', ['subscriber_id', 'game_id', 'level', 'day'])
    .execute();

  await withId(db.schema.createTable('streak_claims'))
    .addColumn('subscriber_id', 'integer', (c) => c.notNull().references('subscribers.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('streak_day', 'integer', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('streak_claims_once_per_day', ['subscriber_id', 'day'])
    .execute();
}

/** Tournaments, their entries, matches and match reports. */
async function tournamentTables(db: Kysely<unknown>, withId: WithId): Promise<void> {
  await withId(db.schema.createTable('tournaments'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('game_id', 'integer', (c) => c.references('games.id'))
    .addColumn('game_name', 'text', (c) => c.notNull())
    .addColumn('thumbnail', 'text')
    .addColumn('banner', 'text')
    .addColumn('platform', 'text', (c) => c.notNull().defaultTo('Mobile'))
    .addColumn('is_esl', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_running', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('prize', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('second_prize', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('third_prize', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('entry_fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tourn_type', 'text', (c) => c.notNull().defaultTo('Credits'))
    .addColumn('uid_check', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('time_start', 'text')
    .addColumn('time_end', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('tournament_entries'))
    .addColumn('tournament_id', 'integer', (c) => c.notNull().references('tournaments.id'))
    .addColumn('subscriber_id', 'integer', (c) => c.notNull().references('subscribers.id'))
    .addColumn('pubg_id', 'text')
    .addColumn('pubg_nick', 'text')
    .addColumn('email', 'text')
    .addColumn('checked_in', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('place', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('tournament_entries_once', ['tournament_id', 'subscriber_id'])
    .execute();

  await withId(db.schema.createTable('tournament_matches'))
    .addColumn('tournament_id', 'integer', (c) => c.notNull().references('tournaments.id'))
    .addColumn('round', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('player1_id', 'integer', (c) => c.references('subscribers.id'))
    .addColumn('player2_id', 'integer', (c) => c.references('subscribers.id'))
    .addColumn('room_id', 'text')
    .addColumn('room_password', 'text')
    .addColumn('scheduled_at', 'text')
    .addColumn('winner_id', 'integer', (c) => c.references('subscribers.id'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('scheduled'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('match_reports'))
    .addColumn('match_id', 'integer', (c) => c.notNull().references('tournament_matches.id'))
    .addColumn('subscriber_id', 'integer', (c) => c.notNull().references('subscribers.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('result_flag', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('match_reports_once', ['match_id', 'subscriber_id', 'kind'])
    .execute();
}

/** Rewards, redemptions, videos, the SMS outbox and ESL play sessions. */
async function rewardTables(db: Kysely<unknown>, withId: WithId): Promise<void> {
  await db.schema
    .createTable('rewards')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('id_require', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db.schema.createTable('redemptions'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('subscriber_id', 'integer', (c) => c.notNull().references('subscribers.id'))
    .addColumn('reward_id', 'integer', (c) => c.notNull().references('rewards.id'))
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('pubg_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text')
    .execute();

  await withId(db.schema.createTable('videos'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('thumbnail', 'text')
    .execute();

  await withId(db.schema.createTable('sms_outbox'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('esl_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subscriber_id', 'integer', (c) => c.notNull().references('subscribers.id'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .execute();
}

// One migration set for both databases; only the identity column differs.
export function initial(dialect: Dialect): Migration {
  const withId: WithId = (t) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>) {
      await accountTables(db, withId);
      await taskTables(db, withId);
      await tournamentTables(db, withId);
      await rewardTables(db, withId);
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'esl_sessions',
        'sms_outbox',
        'videos',
        'redemptions',
        'rewards',
        'match_reports',
        'tournament_matches',
        'tournament_entries',
        'tournaments',
        'streak_claims',
        'level_plays',
        'challenge_entries',
        'game_challenges',
        'daily_entries',
        'daily_challenges',
        'games',
        'ledger',
        'wallets',
        'subscribers',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
