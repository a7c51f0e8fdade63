import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database, DB } from '../db/schema.ts';
import { redactUrl } from '../lib/log-redact.ts';

// The audit log: every unsafe operator request gets a row (who, method, path, status); an action
// that changes data writes its own row with before/after inside the same transaction as the
// change, so the log and the data never disagree.

type Tx = Transaction<Database> | DB;

export interface ActionRecord {
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
}

const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v).slice(0, 4000));

export async function recordAction(
  tx: Tx,
  request: FastifyRequest,
  rec: ActionRecord,
  at: string,
): Promise<void> {
  const actor = request.actor;
  await tx
    .insertInto('operator_audit')
    .values({
      id: randomUUID(),
      operator: actor?.username ?? '-',
      staff_id: actor?.staffId ?? null,
      method: request.method,
      path: redactUrl(request.url).slice(0, 300),
      status: 200,
      detail: null,
      client: request.ip,
      created_at: at,
      action: rec.action,
      target: rec.target,
      before_json: json(rec.before),
      after_json: json(rec.after),
    })
    .execute();
  request.audited = true;
}

/**
 * A plain row for a request that wrote no action row (refusals, failures, simple writes); the request
 * counts as audited, so the access plugin's hook does not record it again.
 */
export async function recordRequest(
  db: DB,
  request: FastifyRequest,
  status: number,
  at: string,
  who?: string,
) {
  // Passwords never reach the log.
  const body =
    request.body === undefined || /\/(session|staff)/.test(request.url)
      ? null
      : JSON.stringify(request.body).slice(0, 500);
  await db
    .insertInto('operator_audit')
    .values({
      id: randomUUID(),
      operator: who ?? request.actor?.username ?? '-',
      staff_id: request.actor?.staffId ?? null,
      method: request.method,
      path: redactUrl(request.url).slice(0, 300),
      status,
      detail: body,
      client: request.ip,
      created_at: at,
    })
    .execute();
  request.audited = true;
}

const parse = (s: string | null): unknown => {
  if (s === null) return null;
  try {
    return JSON.parse(s);
  } catch {
    return s;
  }
};

export async function auditLog(
  db: DB,
  q: { staff?: string; action?: string; limit: number; offset: number },
) {
  let query = db
    .selectFrom('operator_audit')
    .select([
      'id',
      'operator',
      'staff_id',
      'method',
      'path',
      'status',
      'detail',
      'client',
      'created_at',
      'action',
      'target',
      'before_json',
      'after_json',
    ]);
  if (q.staff) query = query.where('operator', '=', q.staff);
  if (q.action) query = query.where('action', '=', q.action);
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    actor: r.operator,
    operator: r.operator,
    staffId: r.staff_id === null ? null : Number(r.staff_id),
    method: r.method,
    path: r.path,
    status: Number(r.status),
    detail: r.detail,
    client: r.client,
    createdAt: r.created_at,
    created_at: r.created_at,
    action: r.action,
    target: r.target,
    before: parse(r.before_json),
    after: parse(r.after_json),
  }));
}

/**
 * The reasons staff typed for their credit grants and deductions of one subscriber, by the time
 * and amount of the ledger row each one made (`${createdAt} ${delta}`). The audit row is written in
 * the grant's transaction with the same time as its ledger row (routes/operator/subscriber-actions.ts),
 * and the ledger keeps only 'staff-grant' or 'staff-deduct', the reason the leaderboard counts by.
 */
export async function staffCreditReasons(
  db: DB,
  subscriberId: number,
  times: string[],
): Promise<Map<string, string>> {
  const reasons = new Map<string, string>();
  if (times.length === 0) return reasons;
  const rows = await db
    .selectFrom('operator_audit')
    .select(['created_at', 'after_json'])
    .where('created_at', 'in', [...new Set(times)])
    .where('target', '=', `subscriber:${subscriberId}`)
    .where('action', 'in', ['credits.grant', 'credits.deduct'])
    .execute();
  for (const row of rows) {
    const after = parse(row.after_json) as { delta?: unknown; reason?: unknown } | null;
    if (typeof after?.reason === 'string' && typeof after.delta === 'number')
      reasons.set(`${row.created_at} ${after.delta}`, after.reason);
  }
  return reasons;
}
