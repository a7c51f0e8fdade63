import type { Migration } from 'kysely';

// Real-user figures from the front ends, kept only as daily aggregates: per day, page pattern and
// metric (LCP, INP, CLS, or an unhandled error's scrubbed message), how many reports, their sum,
// and how many were good / needs-improvement / poor. No visit, subscriber or address is stored.
export function scaleOut(): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('rum_daily')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('metric', 'text', (c) => c.notNull())
        .addColumn('page', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('reports', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('good', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('needs_improvement', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('poor', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('rum_daily_pk', ['day', 'metric', 'page', 'detail'])
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('rum_daily').execute();
    },
  };
}
