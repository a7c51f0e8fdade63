// Operator command line, run on the server itself: calls the api's /api/operator endpoints with
// OPERATOR_KEY (the api accepts the key only over loopback), and creates staff accounts straight in
// the database (create-staff works before any admin exists).
//   pnpm --filter @portal/api operator <command> [args]   (API_URL defaults to http://127.0.0.1:$PORT)

import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config.ts';
import { connect, migrate } from '../db/connect.ts';
import { ROLES, type Role } from '../operator/roles.ts';
import { createStaff } from '../operator/staff-repo.ts';
import { newOperatorCredential } from '../plugins/operator-access.ts';

const USAGE = `PlayZone operator commands:
  submissions [daily|challenge] [status]        list screenshot submissions (default status Submitted)
  approve <daily|challenge> <id>                approve and credit the prize (once)
  reject <daily|challenge> <id> <reason...>     reject with a reason
  create-tournament <gameId> <esl|weekly> <startIso> <prize> <name...>
                                                create a tournament, open for entries (ends 3 hours after its start)
  tournament <id> [status] [running 0|1]        set a tournament's status / running flag
  matches <tournamentId>                        list a tournament's matches
  create-match <tournamentId> <player1> [player2] [round]
  set-room <matchId> <roomId> <password> [--notify]   set room ID and password (--notify texts both players)
  match-result <matchId> <winnerNumber>         enter a match winner
  results <tournamentId> <first> [second] [third]     final places: credits the prizes once
  end-sessions <number>                         end every sign-in of a subscriber (tokens and references)
  audit [limit]                                 the latest operator actions and refused keys
  new-key <name>                                a new operator key, and its OPERATOR_KEYS entry (hash only)
  create-staff <username> --role admin|moderator|support [--name "Full Name"]
                                                a console account, written to the database directly;
                                                password from STAFF_PASSWORD, or a generated one printed once
Numbers are operator numbers (03XXXXXXXXX) or 92XXXXXXXXXX.
Environment: API_URL (default http://127.0.0.1:8080), OPERATOR_KEY (this operator's key).`;

async function call(method: string, path: string, body?: unknown): Promise<unknown> {
  const base = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`;
  const key = process.env.OPERATOR_KEY ?? 'dev-operator-key';
  const res = await fetch(`${base}/api/operator${path}`, {
    method,
    headers: { 'x-operator-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) {
    const message = (data as { message?: string } | null)?.message ?? res.statusText;
    throw new Error(`${res.status}: ${message}`);
  }
  return data;
}

const kind = (v: string | undefined) => {
  if (v !== 'daily' && v !== 'challenge') throw new Error('kind must be daily or challenge');
  return v;
};
const need = (v: string | undefined, name: string) => {
  if (!v) throw new Error(`missing ${name}`);
  return v;
};

export async function run(argv: string[]): Promise<unknown> {
  const [command, ...a] = argv;
  switch (command) {
    case 'submissions': {
      const q = new URLSearchParams();
      if (a[0]) q.set('kind', kind(a[0]));
      if (a[1]) q.set('status', a[1]);
      return call('GET', `/submissions?${q.toString()}`);
    }
    case 'approve':
      return call('POST', `/submissions/${kind(a[0])}/${need(a[1], 'id')}/approve`);
    case 'reject':
      return call('POST', `/submissions/${kind(a[0])}/${need(a[1], 'id')}/reject`, {
        reason: need(a.slice(2).join(' '), 'reason'),
      });
    case 'create-tournament': {
      const type = need(a[1], 'esl|weekly');
      if (type !== 'esl' && type !== 'weekly') throw new Error('type must be esl or weekly');
      return call('POST', '/tournaments', {
        gameId: Number(need(a[0], 'gameId')),
        esl: type === 'esl',
        timeStart: need(a[2], 'startIso'),
        prize: Number(need(a[3], 'prize')),
        name: need(a.slice(4).join(' ') || undefined, 'name'),
      });
    }
    case 'tournament':
      return call('PATCH', `/tournaments/${need(a[0], 'id')}`, {
        ...(a[1] ? { status: Number(a[1]) } : {}),
        ...(a[2] ? { is_running: Number(a[2]) } : {}),
      });
    case 'matches':
      return call('GET', `/tournaments/${need(a[0], 'tournamentId')}/matches`);
    case 'create-match':
      return call('POST', `/tournaments/${need(a[0], 'tournamentId')}/matches`, {
        player1: need(a[1], 'player1'),
        ...(a[2] ? { player2: a[2] } : {}),
        round: a[3] ? Number(a[3]) : 1,
      });
    case 'set-room':
      return call('PUT', `/matches/${need(a[0], 'matchId')}/room`, {
        roomId: need(a[1], 'roomId'),
        password: need(a[2], 'password'),
        notify: a.includes('--notify'),
      });
    case 'match-result':
      return call('POST', `/matches/${need(a[0], 'matchId')}/result`, { winner: need(a[1], 'winner') });
    case 'results':
      return call('POST', `/tournaments/${need(a[0], 'tournamentId')}/results`, {
        places: a.slice(1, 4).map((phone, i) => ({ phone, place: i + 1 })),
      });
    case 'end-sessions':
      return call('POST', `/subscribers/${need(a[0], 'number')}/sessions/revoke`);
    case 'audit':
      return call('GET', `/audit${a[0] ? `?limit=${Number(a[0])}` : ''}`);
    case 'new-key': {
      const name = need(a[0], 'name');
      if (!/^[\w.-]{1,40}$/.test(name)) throw new Error('name: letters, digits, . _ - (at most 40)');
      const { key, entry } = newOperatorCredential(name);
      return `Key for ${name} (give it to them; it is not stored anywhere):\n  ${key}\nAdd to OPERATOR_KEYS (comma-separated):\n  ${entry}`;
    }
    case 'create-staff':
      return createStaffCommand(a, process.env);
    default:
      return USAGE;
  }
}

const flag = (args: string[], name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

/** create-staff: the first admin (or any staff member), straight into the api's database. */
export async function createStaffCommand(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const username = need(args[0], 'username').toLowerCase();
  if (!/^[a-z0-9._-]{3,40}$/.test(username)) throw new Error('username: 3-40 of a-z 0-9 . _ -');
  const role = need(flag(args, '--role'), '--role') as Role;
  if (!ROLES.includes(role)) throw new Error(`--role must be one of ${ROLES.join(', ')}`);
  const given = env.STAFF_PASSWORD;
  if (given !== undefined && (given.length < 12 || given.length > 200))
    throw new Error('STAFF_PASSWORD must be 12 to 200 characters');
  const password = given ?? randomBytes(15).toString('base64url');
  const conn = connect(loadConfig(env));
  try {
    await migrate(conn);
    const s = await createStaff(conn.db, {
      username,
      name: flag(args, '--name') ?? username,
      role,
      password,
      at: new Date().toISOString(),
    });
    return given
      ? `Created ${s.role} ${s.username} (id ${s.id}).`
      : `Created ${s.role} ${s.username} (id ${s.id}). Password (shown once, change it after signing in):\n  ${password}`;
  } finally {
    await conn.db.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run(process.argv.slice(2)).then(
    (out) => console.log(typeof out === 'string' ? out : JSON.stringify(out, null, 2)),
    (err: Error) => {
      console.error(err.message);
      process.exit(1);
    },
  );
}
