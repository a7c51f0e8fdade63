import type SQLite from 'better-sqlite3';
import type pg from 'pg';

// Reads of tables that grow with the subscriber base, found in query plans on both databases.
// A read is bounded when it is keyed by a subscriber or a row id; anything else (a scan, or a
// search by tournament, say) costs more as the base grows.

/** Tables with rows per subscriber (or per entry, match, message). */
export const GROWING = new Set([
  'subscribers',
  'wallets',
  'ledger',
  'daily_entries',
  'challenge_entries',
  'level_plays',
  'streak_claims',
  'tournament_entries',
  'tournament_matches',
  'match_reports',
  'redemptions',
  'sms_outbox',
  'esl_sessions',
  'subscriber_totals',
]);
/** The leaderboard walks its score index from the top and stops after 50 listed subscribers. */
export const BOUNDED_WALKS = new Set(['subscriber_totals_board']);
const KEYED = /\b(subscriber_id|player1_id|player2_id|rowid|id|uuid)\s*=/;

const KEYWORDS = new Set(['where', 'on', 'join', 'left', 'inner', 'cross', 'order', 'group', 'limit', 'set']);

/** Alias -> table for the tables a statement names (SQLite's plans name tables by their alias). */
function tablesOf(source: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of source.matchAll(/\b(?:from|join|into|update)\s+"?(\w+)"?(?:\s+(?:as\s+)?"?(\w+)"?)?/gi)) {
    const table = m[1] as string;
    map.set(table, table);
    if (m[2] && !KEYWORDS.has(m[2].toLowerCase())) map.set(m[2], table);
  }
  return map;
}

/** SQLite: EXPLAIN QUERY PLAN lines that read a growing table beyond one subscriber's rows. */
export function sqliteGrowingReads(db: SQLite.Database, source: string): string[] {
  const params = (source.match(/\?/g) ?? []).map(() => null);
  const plan = db.prepare(`explain query plan ${source}`).all(...params) as { detail: string }[];
  const tables = tablesOf(source);
  return plan
    .map((p) => p.detail)
    .filter((detail) => {
      const m = /^(SCAN|SEARCH) (\w+)(?: USING (?:COVERING )?INDEX (\w+))?(.*)$/.exec(detail);
      if (!m || !GROWING.has(tables.get(m[2] as string) ?? (m[2] as string))) return false;
      if (BOUNDED_WALKS.has(m[3] ?? '')) return false;
      return m[1] === 'SCAN' || !KEYED.test(m[4] ?? '');
    });
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** PostgreSQL: EXPLAIN nodes that read a growing table beyond one subscriber's rows. */
export async function postgresGrowingReads(
  client: pg.Client,
  text: string,
  values: unknown[],
  indexTable: Map<string, string>,
): Promise<string[]> {
  // The test base is small next to a real one, and on small tables the planner rightly prefers a
  // sequential scan; with scans priced out it uses any index that fits, so a Seq Scan left in the
  // plan means no index serves the read.
  await client.query('set enable_seqscan = off');
  const res = await client.query(`explain (format json) ${text}`, values);
  const found: string[] = [];
  const walk = (n: PlanNode) => {
    const table = n['Relation Name'] ?? indexTable.get(n['Index Name'] ?? '') ?? '';
    if (GROWING.has(table)) {
      const type = n['Node Type'];
      if (type === 'Seq Scan') found.push(`Seq Scan on ${table}`);
      else if (n['Index Name'] && !BOUNDED_WALKS.has(n['Index Name']) && !KEYED.test(n['Index Cond'] ?? ''))
        found.push(`${type} ${n['Index Name']} ${n['Index Cond'] ?? '(no condition)'}`);
    }
    for (const child of n.Plans ?? []) walk(child);
  };
  const rows = res.rows as { 'QUERY PLAN': { Plan: PlanNode }[] }[];
  walk((rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]?.Plan as PlanNode);
  return found;
}
