// The probe list of the input-security suite: every route's id fields beyond the 32-bit range,
// wrong JSON types, NUL bytes and unpaired surrogates in every text field, and ids in paths.
import { png } from './helpers.ts';

export type Auth = 'user' | 'operator' | 'none';
interface Route {
  method: 'POST' | 'PUT' | 'PATCH' | 'GET';
  url: string;
  auth: Auth;
  body?: Record<string, unknown>;
  ids?: string[];
  texts?: string[];
}

const TOO_BIG = [2_147_483_648, 9_007_199_254_740_991, 1e20];
const WRONG_TYPES = [true, '5', [1], { n: 1 }, null];
const BAD_TEXT = ['a\u0000b', '\u0000', 'x\ud800y', '\udc00'];

const aimBody = { game_unique_id: 'aim-train', game_name: 'Aim Train', game_level: 1, level_credits: 10 };
const ROUTES: Route[] = [
  { method: 'POST', url: '/api/v1/user/game', auth: 'user', body: { gameId: 1 }, ids: ['gameId'] },
  {
    method: 'POST',
    url: '/api/v1/daily-challenges/challenges',
    auth: 'user',
    body: { gameId: 1 },
    ids: ['gameId'],
  },
  { method: 'POST', url: '/api/v1/challenges/game/all', auth: 'user', body: { id: 1 }, ids: ['id'] },
  {
    method: 'POST',
    url: '/api/v1/challenge/entry',
    auth: 'user',
    body: { entryImage: `data:image/png;base64,${png(64).toString('base64')}`, gameId: 1, challengeId: 1 },
    ids: ['gameId', 'challengeId'],
    texts: ['entryImage'],
  },
  {
    method: 'POST',
    url: '/api/v1/game-levels/start',
    auth: 'user',
    body: aimBody,
    ids: ['game_level', 'level_credits'],
    texts: ['game_unique_id', 'game_name'],
  },
  {
    method: 'POST',
    url: '/api/v1/game-levels/result',
    auth: 'user',
    body: { ...aimBody, is_passed: '0' },
    ids: ['game_level', 'level_credits'],
    texts: ['game_unique_id', 'game_name', 'is_passed'],
  },
  {
    method: 'POST',
    url: '/api/v1/esl-games/enter',
    auth: 'user',
    body: { gameId: 1, game_name: 'x' },
    ids: ['gameId'],
    texts: ['game_name'],
  },
  {
    method: 'POST',
    url: '/api/v1/esl-games/exit',
    auth: 'user',
    body: { gameId: 1, game_name: 'x', sessionId: 'x' },
    ids: ['gameId'],
    texts: ['game_name', 'sessionId'],
  },
  {
    method: 'POST',
    url: '/api/v1/youtube-videos/game-videos',
    auth: 'user',
    body: { gameId: 1 },
    ids: ['gameId'],
  },
  { method: 'POST', url: '/api/v1/tournament/view', auth: 'user', body: { id: 1 }, ids: ['id'] },
  {
    method: 'POST',
    url: '/api/v1/tournament/entry/checkin',
    auth: 'user',
    body: { id: 1, pubg_id: '1234', pubg_nick: 'nick', userEmail: 'a@b.co' },
    ids: ['id'],
    texts: ['pubg_id', 'pubg_nick', 'userEmail'],
  },
  { method: 'POST', url: '/api/v1/esl/tournament/entry/checkin', auth: 'user', body: { id: 1 }, ids: ['id'] },
  {
    method: 'POST',
    url: '/api/v1/esl/tournament/match/checkin',
    auth: 'user',
    body: { tournamentId: 1, roomId: 'PZ-1' },
    ids: ['tournamentId'],
    texts: ['roomId'],
  },
  {
    method: 'POST',
    url: '/api/v1/esl/tournament/match/result',
    auth: 'user',
    body: { tournamentId: 1, roomId: 'PZ-1', result_flag: 'winner' },
    ids: ['tournamentId'],
    texts: ['roomId', 'result_flag'],
  },
  { method: 'POST', url: '/api/v1/redeem-item', auth: 'user', body: { item: 1 }, ids: ['item'] },
  {
    method: 'POST',
    url: '/api/v1/redeem-claim',
    auth: 'user',
    body: { item: 1, uuid: 'u', name: 'n', email: 'a@b.co', phone: '03001234567', pubgId: '1234' },
    ids: ['item'],
    texts: ['uuid', 'name', 'email', 'phone', 'pubgId'],
  },
  {
    method: 'POST',
    url: '/api/v1/gamenow/notify',
    auth: 'user',
    body: { msisdn: '923001234567' },
    texts: ['msisdn'],
  },
  {
    method: 'POST',
    url: '/api/v1/user/profile/complete',
    auth: 'user',
    body: { username: 'u', email: 'a@b.co', gender: 'male', bio: 'b', dateOfBirth: '2000-01-01' },
    texts: ['username', 'email', 'gender', 'bio', 'dateOfBirth'],
  },
  {
    method: 'POST',
    url: '/api/v1/jt/gen',
    auth: 'none',
    body: { msisdn: 'x', refferer: 'gamenow' },
    texts: ['msisdn', 'refferer'],
  },
  {
    method: 'POST',
    url: '/unsubscribe-service/api/encrypt',
    auth: 'none',
    body: { mobile: 'x', domainName: 'd' },
    texts: ['mobile', 'domainName'],
  },
  {
    method: 'POST',
    url: '/api/operator/submissions/daily/1/reject',
    auth: 'operator',
    body: { reason: 'r' },
    texts: ['reason'],
  },
  {
    method: 'POST',
    url: '/api/operator/tournaments',
    auth: 'operator',
    body: {
      name: 'T',
      gameId: 1,
      timeStart: '2030-01-01T10:00:00Z',
      prize: 1,
      secondPrize: 0,
      thirdPrize: 0,
      entryFee: 0,
    },
    ids: ['gameId', 'prize', 'secondPrize', 'thirdPrize', 'entryFee'],
    texts: ['name', 'timeStart'],
  },
  {
    method: 'PATCH',
    url: '/api/operator/tournaments/1',
    auth: 'operator',
    body: { status: 1 },
    ids: ['status'],
  },
  {
    method: 'POST',
    url: '/api/operator/tournaments/1/matches',
    auth: 'operator',
    body: { player1: '923001234567', round: 1 },
    ids: ['round'],
    texts: ['player1'],
  },
  {
    method: 'PUT',
    url: '/api/operator/matches/1/room',
    auth: 'operator',
    body: { roomId: 'PZ-1', password: 'p' },
    texts: ['roomId', 'password'],
  },
  {
    method: 'POST',
    url: '/api/operator/matches/1/result',
    auth: 'operator',
    body: { winner: '92300' },
    texts: ['winner'],
  },
];

/** Routes whose path carries an id: each is probed with ids beyond the 32-bit range. */
const PATH_IDS = [
  ['POST', '/api/operator/submissions/daily/:id/approve'],
  ['POST', '/api/operator/submissions/challenge/:id/reject'],
  ['PATCH', '/api/operator/tournaments/:id'],
  ['GET', '/api/operator/tournaments/:id/matches'],
  ['POST', '/api/operator/tournaments/:id/matches'],
  ['PUT', '/api/operator/matches/:id/room'],
  ['POST', '/api/operator/matches/:id/result'],
  ['POST', '/api/operator/tournaments/:id/results'],
] as const;

export interface Probe {
  category: 'id range' | 'text' | 'type';
  name: string;
  method: Route['method'];
  url: string;
  auth: Auth;
  payload?: unknown;
}

export function probes(): Probe[] {
  const list: Probe[] = [];
  for (const r of ROUTES) {
    const add = (category: Probe['category'], field: string, value: unknown) =>
      list.push({
        category,
        name: `${r.method} ${r.url} ${field}=${JSON.stringify(value)}`,
        method: r.method,
        url: r.url,
        auth: r.auth,
        payload: { ...r.body, [field]: value },
      });
    for (const f of r.ids ?? []) {
      for (const v of TOO_BIG) add('id range', f, v);
      for (const v of WRONG_TYPES) add('type', f, v);
    }
    for (const f of r.texts ?? []) {
      for (const v of BAD_TEXT) add('text', f, v);
      add('type', f, 5);
    }
  }
  for (const [method, template] of PATH_IDS)
    for (const v of ['2147483648', '99999999999999999999', '1.5', 'true', '-1', '%00'])
      list.push({
        category: 'id range',
        name: `${method} ${template} id=${v}`,
        method,
        url: template.replace(':id', v),
        auth: 'operator',
        payload: method === 'GET' ? undefined : {},
      });
  return list;
}
