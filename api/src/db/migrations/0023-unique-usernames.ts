import { sql, type Kysely, type Migration } from 'kysely';

// A username names one subscriber: on the leaderboard, in a Cannon Clash room, as an ESL nick. It
// is unique whatever its letter case (an empty one, a subscriber who has not completed the
// profile, is not a name). Before the index, a username that more than one subscriber had is kept
// by the first of them (lowest id); the others get theirs with `_<id>` added, cut to fit 40
// characters, the longest a profile edit takes.

const MAX_USERNAME = 40;

async function isTaken(db: Kysely<unknown>, username: string): Promise<boolean> {
  const { rows } = await sql<{ one: number }>`
    select 1 as one from subscribers where lower(username) = lower(${username}) limit 1`.execute(db);
  return rows.length > 0;
}

async function renameDuplicates(db: Kysely<unknown>): Promise<void> {
  const { rows: keys } = await sql<{ k: string }>`
    select lower(username) as k from subscribers where username <> ''
    group by lower(username) having count(*) > 1`.execute(db);
  for (const { k } of keys) {
    const { rows } = await sql<{ id: number; username: string }>`
      select id, username from subscribers where lower(username) = ${k} order by id`.execute(db);
    for (const { id, username } of rows.slice(1)) {
      let next = '';
      for (let n = 0; !next || (await isTaken(db, next)); n++) {
        const suffix = n === 0 ? `_${id}` : `_${id}_${n}`;
        next = `${username.slice(0, MAX_USERNAME - suffix.length)}${suffix}`;
      }
      await sql`update subscribers set username = ${next} where id = ${id}`.execute(db);
    }
  }
}

export function uniqueUsernames(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await renameDuplicates(db);
      await sql`create unique index subscribers_username_key on subscribers (lower(username))
        where username <> ''`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop index subscribers_username_key`.execute(db);
    },
  };
}
