import { sql, type Kysely, type Migration } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

// The language each subscriber reads the portal and their text messages in: NULL until they choose
// (the browser's choice then stands), else 'en' or 'ur'. A change moves the 'sessions' change counter
// (migration 0018), so the next session answer of every api process carries the new language.
const TRIGGER = 'read_version_sessions_subscribers_language';

export function subscriberLanguage(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`alter table subscribers add column language text
        constraint subscribers_language check (language in ('en', 'ur'))`.execute(db);
      if (dialect === 'postgres') {
        await sql`create trigger ${sql.raw(TRIGGER)} after update of language on subscribers
          for each statement execute function bump_read_version('sessions')`.execute(db);
        return;
      }
      await sql`create trigger ${sql.raw(TRIGGER)} after update of language on subscribers
        begin update read_versions set version = version + 1 where name = 'sessions'; end`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres')
        await sql`drop trigger if exists ${sql.raw(TRIGGER)} on subscribers`.execute(db);
      else await sql`drop trigger if exists ${sql.raw(TRIGGER)}`.execute(db);
      await sql`alter table subscribers drop column language`.execute(db);
    },
  };
}
